import { existsSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { run } from "./children.mjs"
import { fingerprint } from "./fingerprint.mjs"
import { phase, StartError } from "./log.mjs"
import { readJson, writeJson } from "./state.mjs"

/** What the schema, the seed and the server build of commerce are made from (their fingerprints). */
const MIGRATION_INPUTS = [
  "commerce/src/modules",
  "commerce/src/links",
  "commerce/medusa-config.ts",
  "package-lock.json",
]
const SEED_INPUTS = ["commerce/src/scripts", "commerce/src/modules"]
const COMMERCE_INPUTS = [
  "commerce/src",
  "commerce/medusa-config.ts",
  "commerce/package.json",
  "commerce/tsconfig.json",
  "package-lock.json",
]

/**
 * Readies a product's commerce before Medusa starts: migrations, seed and server build, each
 * skipped when its inputs' fingerprint is the one recorded for this database in state.json.
 * Returns the seed's publishable key and the built server's directory.
 */
export async function prepareCommerce({
  root,
  settings,
  secrets,
  databaseUrl,
  commerceEnv,
  medusaBin,
  opts,
  seedFirst,
  cardPayments,
}) {
  const stateFile = path.join(settings.stateDir, "state.json")
  const state = await readJson(stateFile, {})
  const dbKey = databaseUrl.replace(/\/\/[^@]*@/, "//")
  const dbState = (state[dbKey] ??= {})

  await phase("Migrations", async () => {
    const hash = await fingerprint(root, MIGRATION_INPUTS)
    if (dbState.migrations === hash && !settings.databaseUrl) return { note: "up to date, skipped" }
    await run("migrate", medusaBin, ["db:migrate"], opts)
    dbState.migrations = hash
    await writeJson(stateFile, state)
  })

  const seedFile = path.join(settings.stateDir, `seed-${settings.databaseName}.json`)
  await phase("Seed", async () => {
    // Turning card payments on or off changes the regions' payment providers.
    const hash = `${await fingerprint(root, SEED_INPUTS)}:card-${cardPayments ? "on" : "off"}`
    if (dbState.seed === hash && existsSync(seedFile)) return { note: "already seeded, skipped" }
    for (const script of seedFirst) {
      await run(`seed-${path.basename(script, ".ts")}`, medusaBin, ["exec", script], opts)
    }
    await run("seed", medusaBin, ["exec", "./src/scripts/seed.ts"], {
      ...opts,
      env: {
        ...commerceEnv,
        SENDERO_SEED_OUTPUT: seedFile,
        ...(secrets.adminEmail && secrets.adminPassword
          ? {
              SENDERO_ADMIN_EMAIL: secrets.adminEmail,
              SENDERO_ADMIN_PASSWORD: secrets.adminPassword,
            }
          : {}),
      },
    })
    dbState.seed = hash
    await writeJson(stateFile, state)
  })
  const { publishableKey } = await readJson(seedFile, {})
  if (!publishableKey)
    throw new StartError(`The seed did not record a publishable key in ${seedFile}`)

  const serverDir = path.join(root, "commerce", ".medusa", "server")
  await phase("Commerce build", async () => {
    const hash = await fingerprint(root, COMMERCE_INPUTS)
    const marker = path.join(serverDir, ".sendero-fingerprint")
    if (existsSync(marker) && (await readFile(marker, "utf8")) === hash) {
      return { note: "unchanged, reused" }
    }
    await run("medusa-build", medusaBin, ["build"], opts)
    await writeFile(marker, hash)
  })
  return { publishableKey, serverDir }
}

/**
 * Changes whenever anything a prerendered page shows changes in commerce: products, variants and
 * their prices (sale price lists and their dates included; a price taken out of a sale is deleted
 * outright, hence the counts), the experiences' facts and options, published reviews and combos.
 * A change the site's feed missed while it was away (`notifySite` is best effort) is then rebuilt
 * on the next start. The core tables' columns read here are in `CORE_COLUMNS`
 * (commerce/src/lib/core-sql/contract.ts).
 */
export const CATALOGUE_VERSION_SQL = `SELECT
      (SELECT count(*) FROM product WHERE deleted_at IS NULL) AS products,
      (SELECT max(greatest(updated_at, deleted_at)) FROM product) AS product,
      (SELECT max(greatest(updated_at, deleted_at)) FROM product_variant) AS variant,
      (SELECT count(*) FROM price WHERE deleted_at IS NULL) AS prices,
      (SELECT max(greatest(updated_at, deleted_at)) FROM price) AS price,
      (SELECT max(greatest(updated_at, deleted_at)) FROM price_list) AS price_list,
      (SELECT string_agg(to_char(d, 'YYYYMMDDHH24MI'), ',') FROM (
         SELECT starts_at AS d FROM price_list WHERE deleted_at IS NULL AND starts_at <= now()
         UNION SELECT ends_at FROM price_list WHERE deleted_at IS NULL AND ends_at <= now()) past) AS sale_dates,
      (SELECT max(greatest(updated_at, deleted_at)) FROM experience) AS experience,
      (SELECT max(greatest(updated_at, deleted_at)) FROM experience_option) AS option,
      (SELECT count(*) FROM review WHERE status = 'published' AND deleted_at IS NULL) AS reviews,
      (SELECT max(greatest(updated_at, deleted_at)) FROM review) AS review,
      (SELECT max(greatest(updated_at, deleted_at)) FROM combo) AS combo`

/** The catalogue's version (CATALOGUE_VERSION_SQL's row), part of the site build's fingerprint. */
export async function catalogueVersion(databaseUrl) {
  const { default: pg } = await import("pg")
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(CATALOGUE_VERSION_SQL)
    return rows[0]
  } finally {
    await client.end()
  }
}

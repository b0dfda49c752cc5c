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

/** Changes whenever a product, variant or price changes, so the static catalogue is rebuilt. */
export async function catalogueVersion(databaseUrl) {
  const { default: pg } = await import("pg")
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT
      (SELECT count(*) FROM product WHERE deleted_at IS NULL) AS products,
      (SELECT max(updated_at) FROM product) AS product,
      (SELECT max(updated_at) FROM product_variant) AS variant,
      (SELECT max(updated_at) FROM price) AS price`)
    return rows[0]
  } finally {
    await client.end()
  }
}

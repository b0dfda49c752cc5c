import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { run, serve, stop, stopAll } from "./children.mjs"
import { fingerprint } from "./fingerprint.mjs"
import { phase, StartError } from "./log.mjs"
import { assertPortsFree, waitForHttp } from "./ports.mjs"
import { startMailInbox } from "./mail-inbox.mjs"
import { ensureDatabase, startEmbeddedPostgres } from "./postgres.mjs"
import { assertNodeVersion } from "./settings.mjs"
import { storefront } from "./site.mjs"
import { changeLog, startSiteChanges } from "./site-changes-server.mjs"
import { startStripe } from "./stripe.mjs"
import { localSecrets, readJson, writeJson } from "./state.mjs"

const MIGRATION_INPUTS = [
  "commerce/src/modules",
  "commerce/src/links",
  "commerce/medusa-config.ts",
  "package-lock.json",
]
const SEED_INPUTS = ["commerce/src/scripts", "commerce/src/modules"]
/** Stop functions of the products running in this process. */
const live = new Set()

const COMMERCE_INPUTS = [
  "commerce/src",
  "commerce/medusa-config.ts",
  "commerce/package.json",
  "commerce/tsconfig.json",
  "package-lock.json",
]

/**
 * Holds-per-client caps for products the test suites and benchmarks start:
 * they make hundreds of carts from 127.0.0.1, which the production caps
 * (HOLD_LIMIT_*, .env.example) would refuse. hold-limits.spec.ts tests the caps.
 */
export const UNCAPPED_HOLD_LIMITS = {
  HOLD_LIMIT_CARTS_PER_HOUR: "1000000",
  HOLD_LIMIT_SEATS: "1000000",
}

/**
 * Brings up the whole product: database, migrations, seed, Medusa (API and
 * admin) and the built storefront, reusing whatever has not changed since the
 * last run. Returns what a caller needs to use it and a `stop()` that leaves
 * nothing running. On failure everything already started is stopped.
 */
export async function startProduct(
  settings,
  {
    onCrash,
    withSite = true,
    extraMedusaPorts = [],
    workerPorts = [],
    commerceEnv: extraCommerceEnv = {},
    /** Medusa exec scripts run before the seed, with its environment (bench:site's bulk seed). */
    seedFirst = [],
    siteEnv: extraSiteEnv = {},
    contentWebhook = null,
  } = {},
) {
  const { root, ports } = settings
  const parts = {
    postgres: null,
    medusa: null,
    site: null,
    inbox: null,
    stripe: null,
    changes: null,
  }
  /** Medusa processes of this product by port (servers and workers). */
  const medusaChildren = new Map()
  const stopProduct = async () => {
    await parts.changes?.close()
    parts.changes = null
    await parts.site?.stop()
    for (const child of [...medusaChildren.values()].reverse()) await stop(child)
    // Test suites run products side by side: the last one to stop also
    // stops anything left behind (a build cut short, a webhook rebuild).
    live.delete(stopProduct)
    if (live.size === 0) await stopAll()
    await parts.inbox?.stop().catch(() => {})
    parts.inbox = null
    await parts.stripe?.stop()
    parts.stripe = null
    if (parts.postgres) await parts.postgres.stop().catch(() => {})
    parts.postgres = null
  }
  live.add(stopProduct)
  try {
    await phase("Checking Node and ports", async () => {
      assertNodeVersion()
      await assertPortsFree({
        ...(settings.databaseUrl ? {} : { PostgreSQL: ports.postgres }),
        Medusa: ports.medusa,
        ...(withSite ? { storefront: ports.site } : {}),
        ...(settings.smtpUrl
          ? {}
          : { "mail inbox (SMTP)": ports.mailSmtp, "mail inbox (web)": ports.mailWeb }),
        ...Object.fromEntries(extraMedusaPorts.map((port, i) => [`Medusa #${i + 2}`, port])),
        ...Object.fromEntries(workerPorts.map((port, i) => [`Medusa worker #${i + 1}`, port])),
        ...(settings.stripe.mode === "double"
          ? { "Stripe test double": settings.stripe.port }
          : {}),
      })
    })
    const secrets = settings.secrets ?? (await localSecrets(settings.stateDir))

    const databaseUrl = await phase("PostgreSQL", async () => {
      if (settings.databaseUrl) return { url: settings.databaseUrl, note: "DATABASE_URL" }
      parts.postgres = await startEmbeddedPostgres({
        dataDir: path.join(settings.stateDir, "postgres"),
        port: ports.postgres,
      })
      await ensureDatabase(parts.postgres.serverUrl, settings.databaseName)
      return {
        url: `${parts.postgres.serverUrl}/${settings.databaseName}`,
        note: `embedded on 127.0.0.1:${ports.postgres}`,
      }
    }).then((r) => r.url)

    const smtpUrl = await phase("Mail", async () => {
      if (settings.smtpUrl) return { url: settings.smtpUrl, note: "SMTP_URL" }
      parts.inbox = await startMailInbox({ smtpPort: ports.mailSmtp, webPort: ports.mailWeb })
      return { url: parts.inbox.smtpUrl, note: `local inbox ${parts.inbox.webUrl}` }
    }).then((r) => r.url)

    parts.stripe = await phase("Card payments", () => startStripe(settings))

    // Before Medusa: its subscribers post catalogue changes here from the start.
    if (withSite) {
      parts.changes = await phase("Change feed", async () => {
        const feed = await startSiteChanges({ log: changeLog(settings), contentWebhook })
        return Object.assign(feed, { note: feed.url })
      })
    }

    // The site's proxy proves itself to Medusa with this secret, so only the
    // client address it forwards is trusted (rate limits per IP).
    const proxySecret =
      process.env.COMMERCE_PROXY_SECRET ||
      createHash("sha256").update(`proxy:${secrets.cookieSecret}`).digest("hex")
    const commerceEnv = {
      SENDERO_MODE: settings.mode,
      DATABASE_URL: databaseUrl,
      ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {}),
      JWT_SECRET: secrets.jwtSecret,
      COOKIE_SECRET: secrets.cookieSecret,
      STORE_CORS: settings.siteUrl,
      ADMIN_CORS: settings.medusaUrl,
      AUTH_CORS: `${settings.medusaUrl},${settings.siteUrl}`,
      PUBLIC_DEFAULT_CURRENCY: settings.currency,
      SMTP_URL: smtpUrl,
      ...(settings.mailFrom ? { MAIL_FROM: settings.mailFrom } : {}),
      STOREFRONT_URL: settings.siteUrl,
      PUBLIC_SITE_URL: settings.siteUrl,
      COMMERCE_PROXY_SECRET: proxySecret,
      ...(parts.changes
        ? { SITE_CHANGES_URL: parts.changes.url, SITE_CHANGES_SECRET: parts.changes.secret }
        : {}),
      ...parts.stripe.env,
      MEDUSA_DISABLE_TELEMETRY: "true",
      XDG_CONFIG_HOME: path.join(settings.stateDir, "xdg"),
      ...extraCommerceEnv,
    }
    const medusaBin = path.join(root, "node_modules", ".bin", "medusa")
    const commerceDir = path.join(root, "commerce")
    const opts = { cwd: commerceDir, env: commerceEnv, logDir: settings.logDir }
    const stateFile = path.join(settings.stateDir, "state.json")
    const state = await readJson(stateFile, {})
    const dbKey = databaseUrl.replace(/\/\/[^@]*@/, "//")
    const dbState = (state[dbKey] ??= {})

    await phase("Migrations", async () => {
      const hash = await fingerprint(root, MIGRATION_INPUTS)
      if (dbState.migrations === hash && !settings.databaseUrl)
        return { note: "up to date, skipped" }
      await run("migrate", medusaBin, ["db:migrate"], opts)
      dbState.migrations = hash
      await writeJson(stateFile, state)
    })

    const seedFile = path.join(settings.stateDir, `seed-${settings.databaseName}.json`)
    await phase("Seed", async () => {
      // Turning card payments on or off changes the regions' payment providers.
      const hash = `${await fingerprint(root, SEED_INPUTS)}:card-${parts.stripe.env.STRIPE_API_KEY ? "on" : "off"}`
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

    const serverDir = path.join(commerceDir, ".medusa", "server")
    await phase("Commerce build", async () => {
      const hash = await fingerprint(root, COMMERCE_INPUTS)
      const marker = path.join(serverDir, ".sendero-fingerprint")
      if (existsSync(marker) && (await readFile(marker, "utf8")) === hash) {
        return { note: "unchanged, reused" }
      }
      await run("medusa-build", medusaBin, ["build"], opts)
      await writeFile(marker, hash)
    })

    // With a worker, the servers only answer HTTP and the worker runs jobs
    // and subscribers (MEDUSA_WORKER_MODE; needs REDIS_URL to carry events).
    const serverMode = workerPorts.length ? "server" : "shared"
    /** Starts (or restarts) the Medusa process of `port` and waits for its /health. */
    const startMedusa = async (port) => {
      const worker = workerPorts.includes(port)
      const name = port === ports.medusa ? "medusa" : `medusa-${worker ? "worker-" : ""}${port}`
      const child = await serve(name, medusaBin, ["start", "-p", String(port)], {
        ...opts,
        cwd: serverDir,
        env: {
          ...commerceEnv,
          NODE_ENV: "production",
          MEDUSA_WORKER_MODE: worker ? "worker" : serverMode,
        },
        onExit: (code, c) => onCrash?.(`Medusa exited (${code}); see ${c.logFile}`),
      })
      medusaChildren.set(port, child)
      if (port === ports.medusa) parts.medusa = child
      await waitForHttp(`http://localhost:${port}/health`, { isAlive: () => !child.exited })
      return child
    }
    const medusaUrls = []
    for (const port of [ports.medusa, ...extraMedusaPorts, ...workerPorts]) {
      const worker = workerPorts.includes(port)
      const label =
        port === ports.medusa
          ? "Medusa server and admin"
          : worker
            ? "Medusa worker"
            : "Another Medusa server"
      await phase(label, async () => {
        await startMedusa(port)
        if (!worker) medusaUrls.push(`http://localhost:${port}`)
        return {
          note: `:${port}${serverMode === "shared" ? "" : worker ? " (worker)" : " (server)"}`,
        }
      })
    }

    const result = {
      siteUrl: settings.siteUrl,
      medusaUrl: settings.medusaUrl,
      medusaUrls,
      adminUrl: `${settings.medusaUrl}/app`,
      inboxUrl: parts.inbox?.webUrl ?? null,
      databaseUrl,
      publishableKey,
      stripe: parts.stripe.summary,
      stripeDouble: parts.stripe.double ?? null,
      admin: { email: secrets.adminEmail, password: secrets.adminPassword },
      stop: stopProduct,
      /** The running Medusa process of a port (fault tests kill it). */
      medusaProcess: (port) => medusaChildren.get(port),
      /** Starts the Medusa process of a port again after it died. */
      restartMedusa: (port) => startMedusa(port),
    }
    if (!withSite) return result

    const siteEnv = {
      PUBLIC_MEDUSA_URL: settings.medusaUrl,
      PUBLIC_MEDUSA_PUBLISHABLE_KEY: publishableKey,
      PUBLIC_SITE_URL: settings.siteUrl,
      PUBLIC_DEFAULT_CURRENCY: settings.currency,
      PUBLIC_SITE_LAYOUT: settings.layout,
      SITE_OUT_DIR: settings.siteOutDir,
      ASTRO_TELEMETRY_DISABLED: "1",
      // Baked into the islands: part of the build's fingerprint.
      ...(process.env.PUBLIC_SENTRY_DSN
        ? { PUBLIC_SENTRY_DSN: process.env.PUBLIC_SENTRY_DSN }
        : {}),
      ...extraSiteEnv,
    }
    const site = storefront({
      root,
      settings,
      siteEnv,
      // At run time only: never in the build (nor its fingerprint).
      serverEnv: { COMMERCE_PROXY_SECRET: proxySecret, SITE_CHANGES_SECRET: parts.changes.secret },
      catalogueVersion: () => catalogueVersion(databaseUrl),
      onCrash,
    })
    parts.changes.firstBuildStarts()
    await phase("Storefront build", () => site.build())
    parts.site = site
    await phase("Storefront server", async () => {
      await site.start()
      return { note: `:${ports.site}` }
    })
    parts.changes.publishWith((batch) => site.publish(batch))
    /** The change feed: its URL (commerce posts there), `push(change)`, `status()` and `idle()`. */
    result.siteChanges = parts.changes
    /** Sanity's publish webhook (`handler`), when `contentWebhook` was given: it feeds the same stream. */
    result.contentWebhook = parts.changes.contentWebhook

    return result
  } catch (error) {
    await stopProduct()
    throw error
  }
}

/** Changes whenever a product, variant or price changes, so the static catalogue is rebuilt. */
async function catalogueVersion(databaseUrl) {
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

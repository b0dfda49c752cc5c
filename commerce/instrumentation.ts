import { databaseGate } from "./src/lib/http/database-gate"
import { startErrorReporting } from "./src/lib/http/error-reporting"
import { guardResponse } from "./src/lib/http/response-guard"

type RequestWrapper = (
  handler: () => Promise<void>,
  req: import("node:http").IncomingMessage,
  res: import("node:http").ServerResponse,
  handlerPath?: string,
) => Promise<void>

/**
 * Medusa calls `register()` once before `medusa start` creates its HTTP
 * server. Its request wrapper (`traceRequestHandler`, the hook Medusa's own
 * OpenTelemetry setup uses) is the only place that runs before Medusa's
 * admin files and API routes: response headers are set there, server errors
 * are reported from there (SENTRY_DSN; off when unset), and API requests get
 * a 503 while the database is away.
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
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const start = require("@medusajs/medusa/commands/start") as {
    traceRequestHandler?: RequestWrapper
  }
  const inner = start.traceRequestHandler
  start.traceRequestHandler = async (handler, req, res, handlerPath) => {
    guardResponse(req, res)
    ;(await reporting)?.(req, res)
    if (gate?.guard(req, res)) return
    return inner ? inner(handler, req, res, handlerPath) : handler()
  }
}

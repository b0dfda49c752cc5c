import type { IncomingMessage, ServerResponse } from "node:http"
import { beforeSend } from "@sendero/shared/reporting"
import { tapResponse } from "./response-tap"

/** How much of a failed response's body goes into its report. */
const BODY_LIMIT = 2048

/**
 * Starts Sentry's Node SDK when SENTRY_DSN is set and returns what the
 * request wrapper calls for each request: a server error (5xx) is reported
 * with its status, route and the start of its response body, filtered and
 * scrubbed by the reporting policy. Null (and no SDK loaded) when unset.
 */
export async function startErrorReporting(env: NodeJS.ProcessEnv) {
  if (!env.SENTRY_DSN) return null
  const sentry = await import("@sentry/node")
  sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.SENDERO_MODE || "local",
    // Nothing personal is collected by the SDK itself; our reports are scrubbed too.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    defaultIntegrations: false,
    tracesSampleRate: 0,
    beforeSend: beforeSend as never,
  })
  return function observe(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    let size = 0
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (
        res.statusCode < 500 ||
        size >= BODY_LIMIT ||
        chunk == null ||
        typeof chunk === "function"
      )
        return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            String(chunk),
            typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
          )
      chunks.push(buffer)
      size += buffer.length
    }
    // The body as it really goes out (after the database gate's hold or 503).
    tapResponse(res).on({ chunk: keep })
    res.once("finish", () => {
      if (res.statusCode < 500) return
      const text = Buffer.concat(chunks).toString("utf8").slice(0, BODY_LIMIT)
      let data: unknown = text
      try {
        data = JSON.parse(text)
      } catch {
        /* not JSON: keep the text */
      }
      const path = (req.url ?? "/").split("?")[0]
      sentry.withScope((scope) => {
        scope.setTag("status", String(res.statusCode))
        scope.setContext("response", { status_code: res.statusCode, data })
        sentry.captureMessage(`Server error ${res.statusCode} on ${req.method} ${path}`, "error")
      })
    })
  }
}

// Error reporting and X-DEBUG for the site server (spec §7). Reports go to
// the Sentry-compatible service of SENTRY_DSN through Sentry's Node SDK (not
// loaded at all when it is unset), filtered and scrubbed by the one reporting
// policy every reporter uses (`@sendero/shared/reporting`).
import { beforeSend, isReportableStatus } from "@sendero/shared/reporting"
import { debugScopes } from "./debug-token.mjs"
import { tapResponse } from "./response-tap.mjs"

/**
 * Sets up reporting from the server's environment and returns what the
 * server calls first for each request: it reads X-DEBUG, adds phase timings
 * (`trace`) and reports server errors (5xx), with the request's details when
 * the token grants `feedback`.
 * @param {NodeJS.ProcessEnv} env
 */
export async function requestObserver(env) {
  const secret = env.DEBUG_TOKEN_SECRET
  /** @type {typeof import("@sentry/node") | null} */
  let sentry = null
  if (env.SENTRY_DSN) {
    sentry = await import("@sentry/node")
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
      integrations: [sentry.captureConsoleIntegration({ levels: ["error"] })],
      beforeSend: /** @type {any} */ (beforeSend),
    })
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  return function observe(req, res) {
    const scopes = debugScopes(req.headers["x-debug"], secret)
    const started = performance.now()
    let headersAt = started
    const path = (req.url ?? "/").split("?")[0]
    tapResponse(res).on({
      head() {
        headersAt = performance.now()
        if (scopes.has("trace")) {
          res.setHeader(
            "Server-Timing",
            `handler;dur=${(headersAt - started).toFixed(1)};desc="until headers"`,
          )
        }
      },
    })
    res.once("finish", () => {
      if (scopes.has("trace")) {
        const done = performance.now()
        console.log(
          `[x-debug trace] ${req.method} ${path} ${res.statusCode} handler=${(headersAt - started).toFixed(1)}ms send=${(done - headersAt).toFixed(1)}ms total=${(done - started).toFixed(1)}ms`,
        )
      }
      if (!sentry || res.statusCode < 500 || !isReportableStatus(res.statusCode)) return
      const client = sentry
      client.withScope((scope) => {
        scope.setTag("status", String(res.statusCode))
        scope.setContext("response", {
          status_code: res.statusCode,
          content_type: String(res.getHeader("content-type") ?? ""),
        })
        if (scopes.has("feedback")) {
          scope.setContext("request_details", {
            method: req.method,
            url: req.url,
            headers: { ...req.headers },
          })
        }
        client.captureMessage(`Server error ${res.statusCode} on ${req.method} ${path}`, "error")
      })
    })
  }
}

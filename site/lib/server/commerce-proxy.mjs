// The site's origin forwards the commerce API the browser needs, so islands
// call their own origin (any host, no CORS preflight) and Medusa needs no
// CORS entry for the storefront. Only the Store API and the customer auth
// routes pass; the admin API (and everything else) never does. A CDN or
// reverse proxy in front of the site does the same with two path rules (see
// docs/deploy.md, "Behind a CDN or reverse proxy").
import http from "node:http"
import https from "node:https"

/**
 * Paths forwarded to Medusa: the Store API and the customer auth routes.
 * `/auth/reset-password` is the site's own page (not under these prefixes).
 */
export const FORWARDED_PREFIXES = [
  "/store/",
  "/auth/customer/",
  "/auth/session",
  "/auth/token/refresh",
]

/** The header that proves a request comes through this proxy (COMMERCE_PROXY_SECRET, shared with Medusa). */
export const PROXY_SECRET_HEADER = "x-sendero-proxy"

/**
 * The header that names the origin the traveller used (scheme and Host as this
 * server saw them); Medusa believes it only with the secret and only for one of
 * the site's own origins (commerce/src/lib/site-origin.ts).
 */
export const SITE_ORIGIN_HEADER = "x-sendero-origin"

/** Headers that describe one connection, not the message: never forwarded. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
])

/**
 * Where a request to the site goes: `{ path }` to forward to Medusa (dot
 * segments resolved, so `/store/../admin/users` is not the Store API),
 * `{ reject: 400 }` for a commerce path that hides a separator in an escape
 * (`%2f`, `%5c`, a backslash), or null for the site's own pages.
 * @param {string} rawUrl the request line's URL (`/store/carts?x=1`)
 * @returns {{ path: string } | { reject: number } | null}
 */
export function commerceRoute(rawUrl) {
  let url
  try {
    url = new URL(rawUrl, "http://site.invalid")
  } catch {
    return null
  }
  const { pathname } = url
  const forwarded = FORWARDED_PREFIXES.some((prefix) =>
    prefix.endsWith("/")
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
  if (!forwarded) return null
  if (/%2f|%5c|\\/i.test(rawUrl.split("?")[0])) return { reject: 400 }
  return { path: `${pathname}${url.search}` }
}

/**
 * A request handler that forwards commerce paths to `target` and hands every
 * other request to `next`. Bodies stream both ways; cookies and the
 * publishable key header pass unchanged (the key stays in the browser: it is
 * public by design, and the proxy stays a plain pass-through a CDN can copy).
 * @param {{ target: string, timeoutMs?: number, secret?: string }} options
 * @returns {(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void}
 */
export function commerceProxy({ target, timeoutMs = 30_000, secret = "" }) {
  const base = new URL(target)
  const transport = base.protocol === "https:" ? https : http
  return (req, res, next) => {
    const route = commerceRoute(req.url ?? "/")
    if (!route) return next()
    if ("reject" in route) return answerError(res, route.reject, "invalid_path", "Bad request")

    /** @type {Record<string, string | string[]>} */
    const headers = {}
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value
    }
    headers.host = base.host
    headers["x-forwarded-host"] = req.headers.host ?? ""
    headers["x-forwarded-proto"] = /** @type {any} */ (req.socket).encrypted ? "https" : "http"
    // The client's address as this server saw it: a client's own
    // X-Forwarded-For (or proof header) never passes, so it cannot choose the
    // address the rate limits count; the secret tells Medusa this is our proxy.
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? ""
    delete headers[PROXY_SECRET_HEADER]
    delete headers[SITE_ORIGIN_HEADER]
    if (secret) {
      headers[PROXY_SECRET_HEADER] = secret
      if (req.headers.host)
        headers[SITE_ORIGIN_HEADER] = `${headers["x-forwarded-proto"]}://${req.headers.host}`
    }

    const upstream = transport.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: `${base.pathname.replace(/\/$/, "")}${route.path}`,
        headers,
        timeout: timeoutMs,
      },
      (answer) => {
        /** @type {Record<string, string | string[]>} */
        const back = {}
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) back[name] = value
        }
        res.writeHead(answer.statusCode ?? 502, back)
        answer.pipe(res)
      },
    )
    upstream.on("timeout", () => upstream.destroy(new Error("commerce API timed out")))
    upstream.on("error", () => {
      if (!res.headersSent)
        answerError(res, 502, "commerce_unavailable", "Commerce API unavailable")
      else res.destroy()
    })
    req.pipe(upstream)
  }
}

/**
 * Answers with the API's own error shape, so the browser's one error
 * normaliser reads proxy failures like any other.
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} code
 * @param {string} message
 */
function answerError(res, status, code, message) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" })
  res.end(
    JSON.stringify({ type: status >= 500 ? "unexpected_state" : "invalid_data", code, message }),
  )
}

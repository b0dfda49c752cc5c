// The storefront's server: ours in front of Astro's handler (@astrojs/node in
// "middleware" mode, the adapter's documented way to put a server in front):
// the build's files, then on-demand pages, behind gzip/brotli compression, so
// the bytes served match what a CDN would send. The build bundles it beside
// Astro's handler (bundle-server.mjs): `node dist/server/site-server.mjs`
// starts it (HOST, PORT); importing it (benchmarks) gives `handler` without
// listening.
import { timingSafeEqual } from "node:crypto"
import http from "node:http"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { requestObserver } from "./error-reporting.mjs"
import { securityHeaders, securitySettings } from "./security-headers.mjs"
import { commerceProxy } from "./commerce-proxy.mjs"
import { compress } from "./compress.mjs"
import { pageCache } from "./page-cache.mjs"
import { staticFiles } from "./static-files.mjs"

/** The build's server folder, where this file is bundled beside Astro's handler (bundle-server.mjs). */
const serverDir = path.dirname(fileURLToPath(import.meta.url))
const clientDir = path.join(path.dirname(serverDir), "client")
/** Listening only when run as a program, not when a benchmark imports `handler`. */
const autostart =
  !!process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href
// Astro's own handler (@astrojs/node, mode "middleware"): on-demand pages, and the 404 page for
// what no route matches (it renders it when given no `next`).
const astro = await import(pathToFileURL(path.join(serverDir, "entry.mjs")).href)
const files = staticFiles(clientDir)

/**
 * A path with a malformed escape (`/search/100%`, `/search/%E0%A4%A`) would fail
 * in Astro's router (a bare error page): its `%` signs are read literally
 * instead, so the visitor gets one of the site's own pages (the search for
 * that text, or the 404 page).
 * @param {string} url
 */
export function readableUrl(url) {
  const query = url.indexOf("?")
  const parts = query === -1 ? [url] : [url.slice(0, query), url.slice(query)]
  return parts.map((part) => (decodable(part) ? part : part.replaceAll("%", "%25"))).join("")
}

/** Whether `decodeURI` accepts `text` (Astro's router does not read it otherwise). */
function decodable(text) {
  try {
    return typeof decodeURI(text) === "string"
  } catch {
    return false
  }
}

const secure = securityHeaders(securitySettings(process.env))
// X-DEBUG tokens and reports of server errors (SENTRY_DSN; off when unset).
const observe = await requestObserver(process.env)

/**
 * The Store API and customer auth on the site's own origin, read at run time:
 * MEDUSA_URL (how this server reaches Medusa, e.g. a private address), else
 * the URL the build was given.
 */
const forwardCommerce = commerceProxy({
  target: process.env.MEDUSA_URL || process.env.PUBLIC_MEDUSA_URL || "http://localhost:9000",
  secret: process.env.COMMERCE_PROXY_SECRET || "",
})

/** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
export const handler = (req, res) => {
  if (req.url === INVALIDATE_PATH && invalidateSecret) return invalidate(req, res)
  forwardCommerce(req, res, () => site(req, res))
}

// Prerendered files from memory once the pipeline below has sent them.
const cached = pageCache({ clientDir })

/**
 * Where the product's change feed (scripts/lib/site-changes.mjs) tells this
 * server which prerendered files it has just swapped, so their recordings in
 * memory go at once: a POST of the URL paths as a JSON array, with the feed's
 * secret (SITE_CHANGES_SECRET, given at start) in `x-sendero-invalidate`.
 * Without the secret the path is an ordinary (missing) page.
 */
const INVALIDATE_PATH = "/_sendero/invalidate"
const invalidateSecret = process.env.SITE_CHANGES_SECRET || ""

/** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
const invalidate = (req, res) => {
  const given = Buffer.from(String(req.headers["x-sendero-invalidate"] ?? ""))
  const expected = Buffer.from(invalidateSecret)
  if (
    req.method !== "POST" ||
    given.length !== expected.length ||
    !timingSafeEqual(given, expected)
  ) {
    res.writeHead(404).end()
    return
  }
  const chunks = /** @type {Buffer[]} */ ([])
  req.on("data", (chunk) => chunks.push(chunk))
  req.on("end", () => {
    let body
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"))
    } catch {
      body = null
    }
    // A JSON array of paths, or { paths, handles } (the experiences the change read again), or
    // { paths, all: true } (a whole build was swapped in: every read is made again).
    const paths = Array.isArray(body) ? body : body?.paths
    const handles = Array.isArray(body) ? [] : (body?.handles ?? [])
    const documents = Array.isArray(body) ? [] : (body?.documents ?? [])
    if (!Array.isArray(body) && body?.all === true) forgetCatalogue()
    if (
      !Array.isArray(paths) ||
      !paths.every((p) => typeof p === "string" && p.startsWith("/")) ||
      !Array.isArray(handles) ||
      !handles.every((h) => typeof h === "string" && /^[a-z0-9][a-z0-9-]{0,199}$/.test(h)) ||
      !Array.isArray(documents) ||
      !documents.every((d) => typeof d === "string" && /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(d))
    ) {
      res
        .writeHead(400, { "content-type": "application/json" })
        .end('{"error":"a JSON array of paths"}')
      return
    }
    // The on-demand pages' reads (search) of these experiences, read again (lib/catalogue.ts):
    // a content publish's documents first, into this process's copy of the content.
    const hooks = /** @type {any} */ (globalThis)
    const publish = hooks[Symbol.for("sendero.content-publish")]
    const refresh = hooks[Symbol.for("sendero.catalogue-refresh")]
    const published =
      documents.length && publish ? publish(documents).catch(() => {}) : Promise.resolve()
    const refreshed = published.then(() =>
      handles.length && refresh ? refresh(handles).catch(() => {}) : undefined,
    )
    void refreshed.then(() =>
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ dropped: cached.invalidate(paths) })),
    )
  })
}

/**
 * Forgets what the on-demand pages read from commerce and the content and joined from them
 * (lib/shared-memo.ts's table, the modules' joined tables, lib/content/source.ts's local dataset
 * and results): the next search reads the catalogue afresh.
 */
const forgetCatalogue = () => {
  const table = /** @type {any} */ (globalThis)
  table[Symbol.for("sendero.shared-memo")]?.clear()
  for (const joined of table[Symbol.for("sendero.joined-tables")] ?? []) joined.clear()
  table[Symbol.for("sendero.content-reload")]?.()
}

/** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
const site = (req, res) => {
  if (req.url) req.url = readableUrl(req.url)
  // Pages link the icon sprite with its content hash (`/icons.svg?v=…`): a new sprite is a new URL.
  // So did the listing index's chunks of older builds (their names carried their content hash).
  if (
    req.url?.startsWith("/icons.svg?v=") ||
    /^\/listing-index\/[a-z]{2}-\d+-[0-9a-f]{12}\.json$/.test(req.url ?? "")
  ) {
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable")
  }
  // Its chunks are rewritten in place by a catalogue change (lib/listing/listing-index.ts): revalidated.
  if (/^\/listing-index\/[a-z]{2}-\d+\.json$/.test(req.url ?? ""))
    res.setHeader("Cache-Control", "public, no-cache")
  cached(req, res, () => pipeline(req, res))
}

/** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
const pipeline = (req, res) => {
  compress(req, res, () => {
    observe(req, res)
    // Inside compression: the headers module sees (and hashes) the uncompressed HTML.
    secure(req, res)
    files(req, res, () => astro.handler(req, res))
  })
}
export const options = astro.options

if (autostart) {
  const host =
    process.env.HOST ??
    (typeof options.host === "boolean" ? (options.host ? "0.0.0.0" : "localhost") : options.host)
  const port = process.env.PORT ? Number(process.env.PORT) : (options.port ?? 8080)
  http
    .createServer(handler)
    .listen(port, host, () => console.log(`Storefront listening on http://${host}:${port}`))
}

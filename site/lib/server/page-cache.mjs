// Prerendered files answered from memory. The site server's pipeline for a
// static file (the adapter reading it from disk, compression, the security
// headers hashing its inline scripts) costs far more than sending bytes: at
// 200 connections it served the catalogue listing some 50 times slower than
// a bare server holding the same compressed bytes. The first plain GET of a
// file goes through the pipeline, which is recorded (status, headers and the
// compressed body, per Accept-Encoding); later ones get that recording,
// byte for byte, until the file on disk changes (a rebuild).
import { statSync } from "node:fs"
import path from "node:path"
import { tapResponse } from "./response-tap.mjs"

/** Headers that belong to one response, not to the recording. */
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
])

/**
 * @typedef {((req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void)
 *   & { invalidate: (urlPaths: string[]) => number }} PageCache
 *   the middleware, and `invalidate`: forgets the recordings of these URL paths (a regeneration
 *   swapped their files) and says how many it dropped
 */

/**
 * @param {{ clientDir: string, maxBytes?: number, maxEntryBytes?: number, recheckMs?: number }} options
 * @returns {PageCache}
 */
export function pageCache({
  clientDir,
  maxBytes = 64 * 1024 * 1024,
  maxEntryBytes = 4 * 1024 * 1024,
  recheckMs = 1000,
}) {
  const root = path.resolve(clientDir)
  /** @type {Map<string, { status: number, headers: Record<string, string>, body: Buffer, file: string, version: string, checkedAt: number }>} */
  const entries = new Map()
  let total = 0

  /** The file a URL path is served from, as the adapter resolves it, or null. */
  const fileOf = (/** @type {string} */ urlPath) => {
    let decoded
    try {
      decoded = decodeURI(urlPath)
    } catch {
      return null
    }
    if (decoded.includes("\0")) return null
    const resolved = path.resolve(path.join(root, decoded))
    if (resolved !== root && !resolved.startsWith(root + path.sep)) return null
    for (const candidate of [resolved, path.join(resolved, "index.html")]) {
      try {
        const stat = statSync(candidate)
        if (stat.isFile()) return { file: candidate, version: `${stat.size}:${stat.mtimeMs}` }
      } catch {
        // not there
      }
    }
    return null
  }
  const versionOf = (/** @type {string} */ file) => {
    try {
      const stat = statSync(file)
      return `${stat.size}:${stat.mtimeMs}`
    } catch {
      return null
    }
  }
  const forget = (/** @type {string} */ key) => {
    const entry = entries.get(key)
    if (entry) total -= entry.body.length
    entries.delete(key)
  }

  /** @type {PageCache} */
  const cache = (req, res, next) => {
    const url = req.url ?? "/"
    // Only plain GETs: conditional, ranged and debug requests take the full path.
    const h = req.headers
    if (
      req.method !== "GET" ||
      h["if-none-match"] ||
      h["if-modified-since"] ||
      h.range ||
      h["x-debug"]
    )
      return next()
    const urlPath = url.split(/[?#]/)[0]
    const key = `${urlPath}\n${h["accept-encoding"] ?? ""}`
    const hit = entries.get(key)
    if (hit) {
      const now = Date.now()
      if (now - hit.checkedAt < recheckMs || versionOf(hit.file) === hit.version) {
        hit.checkedAt = now
        // Most recently used last: the oldest entries go first when memory is full.
        entries.delete(key)
        entries.set(key, hit)
        res.writeHead(hit.status, { ...hit.headers, "content-length": String(hit.body.length) })
        res.end(hit.body)
        return
      }
      forget(key)
    }
    const source = fileOf(urlPath)
    if (!source) return next()

    // Record what the pipeline sends: tapped outside compression, so the compressed bytes.
    const chunks = /** @type {Buffer[]} */ ([])
    let size = 0
    tapResponse(res).on({
      chunk(buffer) {
        if (size > maxEntryBytes) return
        size += buffer.length
        chunks.push(buffer)
      },
      end() {
        const headers = res.getHeaders()
        if (
          res.statusCode !== 200 ||
          size > maxEntryBytes ||
          headers["set-cookie"] ||
          !headers["last-modified"]
        )
          return
        const body = Buffer.concat(chunks)
        forget(key)
        while (total + body.length > maxBytes && entries.size)
          forget(/** @type {string} */ (entries.keys().next().value))
        if (body.length > maxBytes) return
        entries.set(key, {
          status: 200,
          headers: Object.fromEntries(
            Object.entries(headers)
              .filter(([name, value]) => !PER_RESPONSE.has(name) && value !== undefined)
              .map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(", ") : String(value),
              ]),
          ),
          body,
          ...source,
          checkedAt: Date.now(),
        })
        total += body.length
      },
    })
    next()
  }
  cache.invalidate = (urlPaths) => {
    const paths = new Set(urlPaths.flatMap((p) => [p, p.endsWith("/") ? p.slice(0, -1) : `${p}/`]))
    let dropped = 0
    for (const key of [...entries.keys()]) {
      if (!paths.has(key.slice(0, key.indexOf("\n")))) continue
      forget(key)
      dropped++
    }
    return dropped
  }
  return cache
}

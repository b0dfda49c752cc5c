// The build's files (dist/client: prerendered pages and assets) as @astrojs/node
// serves them in standalone mode; in "middleware" mode, which puts our server in
// front of Astro's handler, serving them is the server's job (the adapter's docs).
import fs from "node:fs"
import path from "node:path"
import send from "send"

/** Where Vite writes hashed assets (Astro's `build.assets`): cached for a year. */
const ASSETS = "/_astro/"

/**
 * A handler for the files under `clientDir`: a directory's `index.html` for a
 * path without a trailing slash (Astro's `trailingSlash: "ignore"` with
 * directory output), dotfiles refused except `/.well-known/`, conditional and
 * ranged requests by `send`; anything that is not a file goes to `next` (the
 * on-demand pages and the 404 page).
 * @param {string} clientDir
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void}
 */
export function staticFiles(clientDir) {
  const root = path.resolve(clientDir)
  return (req, res, next) => {
    if (!req.url) return next()
    const hash = req.url.indexOf("#")
    const url = hash === -1 ? req.url : req.url.slice(0, hash)
    const query = url.indexOf("?")
    const urlPath = query === -1 ? url : url.slice(0, query)
    let fsPath = urlPath
    try {
      fsPath = decodeURI(fsPath)
    } catch {
      /* left as written */
    }
    const pathname =
      !urlPath.endsWith("/") && isDirectory(root, fsPath) ? `${urlPath}/index.html` : urlPath
    const normalized = path.posix.normalize(pathname.startsWith("/") ? pathname : `/${pathname}`)
    let found = false
    send(req, normalized, {
      root,
      dotfiles: normalized.startsWith("/.well-known/") ? "allow" : "deny",
    })
      .on("file", () => (found = true))
      .on("stream", () => {
        if (normalized.startsWith(ASSETS)) {
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable")
        }
      })
      .on("error", (/** @type {{ statusCode?: number }} */ error) => {
        if (!found) return next()
        const status = error.statusCode ?? 500
        if (status >= 500) console.error(String(error))
        res.writeHead(status)
        res.end(status >= 500 ? "Internal server error" : "")
      })
      .pipe(res)
  }
}

/**
 * Whether `urlPath` names a directory inside `root` (never outside it).
 * @param {string} root
 * @param {string} urlPath
 */
function isDirectory(root, urlPath) {
  const resolved = path.resolve(path.join(root, urlPath))
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return false
  try {
    return fs.lstatSync(resolved).isDirectory()
  } catch {
    return false
  }
}

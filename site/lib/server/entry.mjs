// The storefront's server entry: @astrojs/node's standalone handler (static
// files, then on-demand pages) behind gzip/brotli compression, so the bytes
// served match what a CDN would send. `node dist/server/entry.mjs` starts it
// (HOST, PORT as with @astrojs/node); `astro preview` imports `handler` only.
import http from "node:http"
import zlib from "node:zlib"
import compression from "compression"

const autostart = process.env.ASTRO_NODE_AUTOSTART !== "disabled"
// @astrojs/node would listen by itself on import: this entry listens instead.
process.env.ASTRO_NODE_AUTOSTART = "disabled"
const node = await import("@astrojs/node/server.js")

const compress = compression({
  threshold: 1024,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
})

/** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
export const handler = (req, res) => {
  compress(req, res, () => node.handler(req, res))
}
export const options = node.options

if (autostart) {
  const host =
    process.env.HOST ??
    (typeof options.host === "boolean" ? (options.host ? "0.0.0.0" : "localhost") : options.host)
  const port = process.env.PORT ? Number(process.env.PORT) : (options.port ?? 8080)
  http
    .createServer(handler)
    .listen(port, host, () => console.log(`Storefront listening on http://${host}:${port}`))
}

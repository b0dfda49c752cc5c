// gzip/brotli of the site server's responses (brotli quality 5: about what a
// CDN sends, at a cost the server can pay per on-demand page).
import zlib from "node:zlib"
import compression from "compression"

/** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void} */
export const compress = /** @type {any} */ (
  compression({
    threshold: 1024,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
)

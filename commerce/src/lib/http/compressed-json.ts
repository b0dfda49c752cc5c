import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { promisify } from "node:util"
import { gzip } from "node:zlib"

const gzipAsync = promisify(gzip)
/** Under this many bytes a body goes as it is: compressing it saves less than it costs. */
const THRESHOLD = 1024

/**
 * Sends `body` as JSON, gzipped when the client accepts it and it is worth
 * it. For the few routes whose answer is large and repetitive (a month of day
 * answers: some 25 to 60 KB as JSON, 1.5 to 3 KB gzipped); Medusa's own
 * compression is off, and the site's proxy passes the encoding through.
 * Compressed off the event loop (zlib's thread pool).
 */
export async function sendCompressedJson(req: MedusaRequest, res: MedusaResponse, body: unknown) {
  const json = JSON.stringify(body)
  res.vary("Accept-Encoding")
  res.type("application/json")
  if (Buffer.byteLength(json) < THRESHOLD || req.acceptsEncodings("gzip", "identity") !== "gzip") {
    res.send(json)
    return
  }
  res.setHeader("Content-Encoding", "gzip")
  res.send(await gzipAsync(json))
}

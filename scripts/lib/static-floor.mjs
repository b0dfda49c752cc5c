// The physical floor for serving prerendered pages: a bare Node HTTP server
// answering from memory with the same brotli bytes (quality 5, as the site
// server compresses) for the pages given, nothing else. Run as a child
// process: `node static-floor.mjs <clientDir> <path>...`; prints its port.
import { readFileSync } from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"

const [clientDir, ...pages] = process.argv.slice(2)
const files = new Map()
for (const page of pages) {
  const file = path.join(clientDir, page, "index.html")
  const body = zlib.brotliCompressSync(readFileSync(file), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
  })
  files.set(page, body)
}
const server = http.createServer((req, res) => {
  const body = files.get((req.url ?? "/").split("?")[0])
  if (!body) return void res.writeHead(404).end()
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-encoding": "br",
    "content-length": body.length,
  })
  res.end(body)
})
server.listen(0, "127.0.0.1", () => console.log(`PORT ${server.address().port}`))
process.on("SIGTERM", () => server.close(() => process.exit(0)))

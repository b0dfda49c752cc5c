// The built site server on an ephemeral loopback port, for benchmarks:
// `node site-server-child.mjs <dist>`; prints its port.
import http from "node:http"
import path from "node:path"
import { pathToFileURL } from "node:url"

// The storefront's server as the build bundled it (imported, it does not listen).
const { handler } = await import(
  pathToFileURL(path.join(process.argv[2], "server", "site-server.mjs")).href
)
const server = http.createServer(handler)
server.listen(0, "127.0.0.1", () => console.log(`PORT ${server.address().port}`))
process.on("SIGTERM", () => server.close(() => process.exit(0)))

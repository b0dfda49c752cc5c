import http from "node:http"
import type { AddressInfo } from "node:net"
import { test, expect } from "./fixtures"

/**
 * The suite's `request` against a server that closes a kept-alive socket as
 * the next request arrives on it, as Node's server does after its 5 s idle
 * timeout: the request goes out once more on a fresh socket and gets its
 * answer; a failure that is not a closed socket is not sent again.
 */
test("a request that meets a socket the server just closed is sent again, once, on a fresh one", async ({
  request,
}) => {
  const seen: string[] = []
  const served = new WeakMap<object, number>()
  const server = http.createServer((req, res) => {
    const count = (served.get(req.socket) ?? 0) + 1
    served.set(req.socket, count)
    seen.push(`${req.method} ${req.url} #${count}`)
    // The second request on one socket meets a socket closing under it.
    if (count > 1) return req.socket.destroy()
    res.setHeader("content-type", "application/json")
    res.end(JSON.stringify({ path: req.url }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    expect(await (await request.get(`${base}/first`)).json()).toEqual({ path: "/first" })
    expect(await (await request.post(`${base}/second`, { data: {} })).json()).toEqual({
      path: "/second",
    })
    expect(seen).toEqual(["GET /first #1", "POST /second #2", "POST /second #1"])
    // A refused connection is not a closed socket: it is thrown at once.
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await expect(request.get(`${base}/gone`)).rejects.toThrow(/ECONNREFUSED/)
  } finally {
    server.closeAllConnections()
    server.close()
  }
})

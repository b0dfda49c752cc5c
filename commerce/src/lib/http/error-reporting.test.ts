import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startErrorReporting } from "./error-reporting"

describe("Medusa's error reporting", () => {
  const envelopes: string[] = []
  let sink: http.Server
  let server: http.Server
  let base: string

  beforeAll(async () => {
    sink = http.createServer((req, res) => {
      let body = ""
      req.on("data", (c) => (body += c))
      req.on("end", () => {
        envelopes.push(body)
        res.end("{}")
      })
    })
    await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve))
    const observe = await startErrorReporting({
      SENTRY_DSN: `http://publickey@127.0.0.1:${(sink.address() as AddressInfo).port}/2`,
    })
    server = http.createServer((req, res) => {
      observe!(req, res)
      res.setHeader("content-type", "application/json")
      if (req.url?.startsWith("/store/carts")) {
        res.statusCode = 500
        res.end(
          JSON.stringify({
            type: "unknown_error",
            message: "Insert failed for ana@example.com, card 4242424242424242",
          }),
        )
      } else {
        res.statusCode = 409
        res.end(JSON.stringify({ code: "sold_out" }))
      }
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await new Promise((resolve) => sink.close(resolve))
  })

  it("is off without SENTRY_DSN", async () => {
    expect(await startErrorReporting({})).toBeNull()
  })

  it("reports a 5xx with its status and response data, scrubbed, and no 4xx", async () => {
    await fetch(`${base}/store/experiences/x/availability`)
    await fetch(`${base}/store/carts/cart_1/bookings?email=ana@example.com`, { method: "POST" })
    const { flush } = await import("@sentry/node")
    await flush(3000)
    const sent = envelopes.join("\n")
    expect(sent).toContain("Server error 500 on POST /store/carts/cart_1/bookings")
    expect(sent).toContain('"status_code":500')
    expect(sent).toContain('"type":"unknown_error"')
    expect(sent).not.toContain("availability")
    expect(sent).not.toMatch(/ana@example\.com|4242424242424242/)
  })
})

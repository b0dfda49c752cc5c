import http from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it } from "vitest"
import { tapResponse } from "./response-tap"

/** A server whose handler is `handle`; returns the response of one GET. */
async function answer(handle: http.RequestListener) {
  const server = http.createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/store/x`)
    return { status: res.status, headers: res.headers, body: await res.text() }
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

describe("the one response wrapper", () => {
  it("is one per response, whoever asks: writeHead, write and end are wrapped once", () =>
    answer((_req, res) => {
      const writeHead = res.writeHead
      const tap = tapResponse(res)
      const wrapped = res.writeHead
      expect(wrapped).not.toBe(writeHead)
      expect(tapResponse(res)).toBe(tap)
      expect(res.writeHead).toBe(wrapped)
      res.end("ok")
    }))

  it("lets hooks edit the head and see each chunk as it goes out", async () => {
    const seen: string[] = []
    const reply = await answer((_req, res) => {
      res.setHeader("X-Powered-By", "Express")
      tapResponse(res).on({ head: () => res.removeHeader("X-Powered-By") })
      tapResponse(res).on({ chunk: (chunk) => void seen.push(String(chunk)) })
      res.write("a")
      res.end("b")
    })
    expect(reply).toMatchObject({ status: 200, body: "ab" })
    expect(reply.headers.get("x-powered-by")).toBeNull()
    expect(seen).toEqual(["a", "b"])
  })

  it("holds a response a hook asks for, then sends it as written", async () => {
    const reply = await answer((_req, res) => {
      const tap = tapResponse(res)
      tap.on({ hold: (status) => status >= 500, held: () => setTimeout(() => tap.release(), 10) })
      res.statusCode = 500
      res.setHeader("content-type", "text/plain")
      res.write("server ")
      res.end("error")
      expect(res.headersSent).toBe(false)
    })
    expect(reply).toMatchObject({ status: 500, body: "server error" })
  })

  it("replaces a response: what the handler writes later goes nowhere, the hooks see the replacement", async () => {
    const seen: string[] = []
    const reply = await answer((_req, res) => {
      const tap = tapResponse(res)
      tap.on({
        head: () => res.removeHeader("X-Powered-By"),
        chunk: (chunk) => void seen.push(String(chunk)),
      })
      res.setHeader("X-Powered-By", "Express")
      tap.replace(503, { "retry-after": "5" }, "unavailable")
      expect(tap.sent).toBe(true)
      res.writeHead(200)
      res.end("late")
    })
    expect(reply).toMatchObject({ status: 503, body: "unavailable" })
    expect(reply.headers.get("retry-after")).toBe("5")
    expect(reply.headers.get("x-powered-by")).toBeNull()
    expect(seen).toEqual(["unavailable"])
  })
})

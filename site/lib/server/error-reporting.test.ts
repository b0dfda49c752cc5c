import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { debugScopes, signDebugToken } from "./debug-token.mjs"
import { requestObserver } from "./error-reporting.mjs"

const SECRET = "a-debug-secret-for-tests-only-0123456789"

describe("debug tokens", () => {
  it("grant the scopes they carry until they expire", () => {
    const token = signDebugToken({ scopes: ["trace", "feedback", "root"], ttlSeconds: 60 }, SECRET)
    expect([...debugScopes(token, SECRET)]).toEqual(["trace", "feedback"])
    expect(debugScopes(token, SECRET, Date.now() + 61_000).size).toBe(0)
  })

  it("are ignored unsigned, tampered, signed with another secret or without a secret", () => {
    const token = signDebugToken({ scopes: ["trace"] }, SECRET)
    const [payload, signature] = token.split(".")
    const forged = Buffer.from(
      JSON.stringify({ exp: 4102444800, scopes: ["trace", "feedback"] }),
    ).toString("base64url")
    for (const bad of [
      payload,
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -2)}xx`,
      `${token}.x`,
      "garbage",
    ]) {
      expect(debugScopes(bad, SECRET).size, bad).toBe(0)
    }
    // Any other last character, including those that differ only in base64's unused bits.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    for (const last of alphabet.replace(signature!.slice(-1), "")) {
      expect(debugScopes(`${payload}.${signature!.slice(0, -1)}${last}`, SECRET).size, last).toBe(0)
    }
    expect(
      debugScopes(signDebugToken({ scopes: ["trace"] }, "another-secret-of-enough-length"), SECRET)
        .size,
    ).toBe(0)
    expect(debugScopes(token, undefined).size).toBe(0)
  })
})

describe("the site server's observer", () => {
  const envelopes: string[] = []
  let sink: http.Server
  let server: http.Server
  let base: string

  beforeAll(async () => {
    // A local stand-in for the error-reporting service: it keeps every envelope.
    sink = http.createServer((req, res) => {
      let body = ""
      req.on("data", (c) => (body += c))
      req.on("end", () => {
        envelopes.push(body)
        res.end("{}")
      })
    })
    await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve))
    const dsn = `http://publickey@127.0.0.1:${(sink.address() as AddressInfo).port}/1`
    const observe = await requestObserver({ SENTRY_DSN: dsn, DEBUG_TOKEN_SECRET: SECRET })
    server = http.createServer((req, res) => {
      observe(req, res)
      if (req.url?.startsWith("/boom")) {
        res.writeHead(500, { "content-type": "text/html" })
        res.end("<h1>Oops</h1>")
      } else if (req.url === "/missing") {
        res.writeHead(404)
        res.end()
      } else res.end("ok")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await new Promise((resolve) => sink.close(resolve))
  })

  const flush = async () => {
    const { flush } = await import("@sentry/node")
    await flush(3000)
  }
  const take = () => envelopes.splice(0)

  it("adds phase timings only for a valid trace token", async () => {
    const trace = signDebugToken({ scopes: ["trace"] }, SECRET)
    const timed = await fetch(`${base}/`, { headers: { "x-debug": trace } })
    expect(timed.headers.get("server-timing")).toMatch(
      /^handler;dur=\d+(\.\d)?;desc="until headers"$/,
    )
    const expired = signDebugToken({ scopes: ["trace"], now: Date.now() - 3_600_000 }, SECRET)
    // The last character always changes (replacing it with a fixed letter was a no-op for a
    // signature that already ended in it).
    const tampered = trace.slice(0, -1) + (trace.endsWith("A") ? "B" : "A")
    for (const header of [expired, tampered, "unsigned"]) {
      const res = await fetch(`${base}/`, { headers: { "x-debug": header } })
      expect(res.headers.get("server-timing")).toBeNull()
    }
  })

  it("reports a server error with its status, and no 4xx", async () => {
    take()
    await fetch(`${base}/missing`)
    await fetch(`${base}/boom?email=ana@example.com`, {
      headers: { cookie: "connect.sid=secret-session" },
    })
    await flush()
    const sent = take().join("\n")
    expect(sent).toContain("Server error 500 on GET /boom")
    expect(sent).toContain('"status_code":500')
    expect(sent).not.toContain("/missing")
    // Without a feedback token the request's details stay out.
    expect(sent).not.toContain("request_details")
    expect(sent).not.toContain("secret-session")
  })

  it("adds the request's details for a feedback token, without personal data", async () => {
    take()
    const feedback = signDebugToken({ scopes: ["feedback"] }, SECRET)
    await fetch(`${base}/boom?email=ana@example.com&phone=%2B34612345678`, {
      headers: {
        "x-debug": feedback,
        cookie: "connect.sid=secret-session",
        "x-note": "call +34 612 34 56 78",
      },
    })
    await flush()
    const sent = take().join("\n")
    expect(sent).toContain("request_details")
    expect(sent).toContain("/boom?email=[email]")
    expect(sent).not.toMatch(/ana@example\.com|secret-session|612 34 56 78|34612345678/)
  })

  it("drops messages of the ignore list", async () => {
    take()
    const { captureMessage } = await import("@sentry/node")
    captureMessage("ResizeObserver loop completed with undelivered notifications.")
    captureMessage("Something real broke")
    await flush()
    const sent = take().join("\n")
    expect(sent).toContain("Something real broke")
    expect(sent).not.toContain("ResizeObserver")
  })
})

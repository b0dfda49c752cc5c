import http from "node:http"
import type { AddressInfo } from "node:net"
import net from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { databaseGate } from "./database-gate"

/** A port nothing listens on: a database that is away. */
async function closedPort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe("the database gate while PostgreSQL is away", () => {
  let server: http.Server
  let base: string
  let gate: ReturnType<typeof databaseGate>
  /** Requests the gate let through to the app. */
  let reached = 0
  /** A request whose 500 the database caused: the gate learns it is away (each case that needs it asks). */
  const databaseFails = () =>
    fetch(`${base}/store/carts/cart_1/bookings`, {
      method: "POST",
      headers: { "accept-language": "en-GB" },
    })

  beforeAll(async () => {
    gate = databaseGate({
      databaseUrl: `postgres://x:y@127.0.0.1:${await closedPort()}/db`,
      requestTimeoutMs: 500,
      probeMs: 60_000,
    })
    server = http.createServer((req, res) => {
      if (gate.guard(req, res)) return
      reached++
      if (req.url === "/store/hang") return // never answers
      if (req.url === "/store/missing") return res.writeHead(404).end("{}")
      res.statusCode = 500
      res.setHeader("content-type", "application/json")
      res.end(
        JSON.stringify({ type: "unknown_error", message: "Connection terminated unexpectedly" }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await gate.close()
    await new Promise((resolve) => server.close(resolve))
  })

  it("turns a 500 caused by the database into a localised 503 with Retry-After", async () => {
    const res = await databaseFails()
    expect(res.status).toBe(503)
    expect(res.headers.get("retry-after")).toBe("5")
    expect(await res.json()).toEqual({
      type: "service_unavailable",
      code: "service_unavailable",
      message: "The service is unavailable right now. Please try again in a few minutes.",
    })
    expect(gate.isUp()).toBe(false)
  })

  it("then answers API requests itself, without reaching the app, in Spanish by default", async () => {
    await databaseFails()
    const before = reached
    const res = await fetch(`${base}/store/experiences`)
    expect(res.status).toBe(503)
    expect((await res.json()).message).toMatch(/^El servicio no está disponible/)
    expect(reached).toBe(before)
  })

  it("leaves non-API paths alone", async () => {
    await databaseFails()
    const before = reached
    const res = await fetch(`${base}/health`)
    expect(res.status).toBe(500)
    expect(reached).toBe(before + 1)
  })
})

describe("the database gate with a request that never ends", () => {
  it("answers 503 after the request timeout instead of hanging", async () => {
    // Up as far as the gate knows (no probe has failed yet).
    const gate = databaseGate({
      databaseUrl: `postgres://x:y@127.0.0.1:${await closedPort()}/db`,
      requestTimeoutMs: 300,
      probeMs: 60_000,
    })
    const server = http.createServer((req, res) => {
      if (gate.guard(req, res)) return
      if (req.url === "/store/missing") return void res.writeHead(404).end("{}")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    expect((await fetch(`${base}/store/missing`)).status).toBe(404)
    const res = await fetch(`${base}/store/hang`, { signal: AbortSignal.timeout(5000) })
    expect(res.status).toBe(503)
    await gate.close()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
})

describe("the database gate with a middleware that keeps its own copy of end", () => {
  it("still ends a response whose headers went out through writeHead (express-session's save)", async () => {
    const gate = databaseGate({
      databaseUrl: `postgres://x:y@127.0.0.1:${await closedPort()}/db`,
      requestTimeoutMs: 300,
      probeMs: 60_000,
    })
    const server = http.createServer((req, res) => {
      if (gate.guard(req, res)) return
      // As express-session does: keep `end`, send the headers, end later with the kept one.
      const end = res.end as (this: http.ServerResponse, chunk: string) => void
      res.writeHead(200, { "content-type": "application/json" })
      setTimeout(() => end.call(res, '{"ok":true}'), 10)
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const res = await fetch(`${base}/auth/session`, {
      method: "POST",
      signal: AbortSignal.timeout(5000),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    await gate.close()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
})

import express from "express"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it, vi } from "vitest"
import { PUBLISHABLE_KEY_MIDDLEWARE } from "./framework-seams"
import { deferPublishableKeyCheck, routeChecksKey } from "./publishable-key-deferral"

const request = (method: string, url: string, ...keys: (string | undefined)[]) => {
  const key = keys.length ? keys[0] : "pk_live"
  return { method, originalUrl: url, url, get: (name: string) => (name === "x-publishable-api-key" ? key : undefined) } as never
}

describe("publishable key left to the route", () => {
  it("only the availability day's and the days' GET with a key", () => {
    expect(routeChecksKey(request("GET", "/store/experiences/dunas/availability/2026-12-01"))).toBe(true)
    expect(routeChecksKey(request("GET", "/store/experiences/dunas/availability/2026-12-01?currency=usd"))).toBe(true)
    expect(routeChecksKey(request("GET", "/store/experiences/dunas/days?from=2026-12-01&to=2026-12-31"))).toBe(true)
    for (const [method, url, key] of [
      ["GET", "/store/experiences/dunas/availability/2026-12-01", undefined],
      ["GET", "/store/experiences/dunas/availability/2026-12-01", ""],
      ["HEAD", "/store/experiences/dunas/availability/2026-12-01", "pk"],
      ["POST", "/store/experiences/dunas/availability/2026-12-01", "pk"],
      ["GET", "/store/experiences/dunas/availability", "pk"],
      ["GET", "/store/experiences/dunas/availability/2026-12-01/more", "pk"],
      ["GET", "/store/experiences/dunas/slots", "pk"],
      ["GET", "/store/experiences/dunas/days", undefined],
      ["POST", "/store/experiences/dunas/days", "pk"],
      ["GET", "/store/experiences/dunas/days/2026-12-01", "pk"],
      ["GET", "/store/experiences/dunas/daysx", "pk"],
      ["GET", "/store/products/prod_1", "pk"],
      ["GET", "/STORE/experiences/dunas/availability/2026-12-01", "pk"],
      ["GET", "/admin/experiences/dunas/availability/2026-12-01", "pk"],
    ] as const) {
      expect(routeChecksKey(request(method, url, key)), `${method} ${url} ${key}`).toBe(false)
    }
  })

  it("wraps Medusa's middleware once per app; every other request still goes through it", async () => {
    const medusaCheck = vi.fn()
    // Named as Medusa's own (framework-seams.test.ts checks the real one has this name), mounted as Medusa mounts it.
    const middleware = {
      [PUBLISHABLE_KEY_MIDDLEWARE]: (_req: unknown, _res: unknown, next: () => void) => {
        medusaCheck()
        next()
      },
    }[PUBLISHABLE_KEY_MIDDLEWARE]
    const app = express()
    app.use("/store", middleware)
    app.use((_req: unknown, res: { json: (body: unknown) => void }) => res.json({ ok: true }))
    deferPublishableKeyCheck(app)
    deferPublishableKeyCheck(app)

    const server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const get = (url: string, key?: string) =>
      fetch(`${base}${url}`, { headers: key ? { "x-publishable-api-key": key } : {} }).then((res) => res.json())
    try {
      expect(await get("/store/experiences/dunas/availability/2026-12-01", "pk_live")).toEqual({ ok: true })
      expect(medusaCheck).not.toHaveBeenCalled()
      await get("/store/experiences/dunas/availability/2026-12-01")
      await get("/store/regions", "pk_live")
      expect(medusaCheck).toHaveBeenCalledTimes(2)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

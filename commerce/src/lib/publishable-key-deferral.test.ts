import express from "express"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it, vi } from "vitest"
import { PUBLISHABLE_KEY_MIDDLEWARE } from "./framework-seams"
import { deferPublishableKeyCheck, routeChecksKey } from "./publishable-key-deferral"

const request = (method: string, url: string, ...keys: (string | undefined)[]) => {
  const key = keys.length ? keys[0] : "pk_live"
  return {
    method,
    originalUrl: url,
    url,
    get: (name: string) => (name === "x-publishable-api-key" ? key : undefined),
  } as never
}

describe("publishable key left to the route", () => {
  it("only the availability day's and the days' GET, and a booking's POST to a cart, with a key", () => {
    const cart = "cart_01KB2ZQ5M8N3R7T9V1W4X6Y8Z0"
    expect(routeChecksKey(request("POST", `/store/carts/${cart}/bookings`))).toBe(true)
    expect(routeChecksKey(request("POST", `/store/carts/${cart}/bookings/`))).toBe(true)
    expect(routeChecksKey(request("GET", "/store/experiences/dunas/availability/2026-12-01"))).toBe(
      true,
    )
    expect(
      routeChecksKey(
        request("GET", "/store/experiences/dunas/availability/2026-12-01?currency=usd"),
      ),
    ).toBe(true)
    expect(
      routeChecksKey(request("GET", "/store/experiences/dunas/days?from=2026-12-01&to=2026-12-31")),
    ).toBe(true)
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
      // The add's seat cap checks the key only for a cart id of Medusa's shape, and only on that POST.
      ["POST", `/store/carts/${cart}/bookings`, undefined],
      ["POST", `/store/carts/${cart}/bookings`, ""],
      ["GET", `/store/carts/${cart}/bookings`, "pk"],
      ["DELETE", `/store/carts/${cart}/bookings`, "pk"],
      ["POST", `/store/carts/${cart}/bookings/hold_01KB2ZQ5M8N3R7T9V1W4X6Y8Z0`, "pk"],
      ["POST", `/store/carts/${cart}/line-items`, "pk"],
      ["POST", `/store/carts/${cart}`, "pk"],
      ["POST", `/store/carts/${cart.toLowerCase()}/bookings`, "pk"],
      ["POST", "/store/carts/cart_123/bookings", "pk"],
      ["POST", `/store/carts/${cart}%2Fx/bookings`, "pk"],
      ["POST", `/store/carts/${cart}/BOOKINGS`, "pk"],
      ["POST", `/STORE/carts/${cart}/bookings`, "pk"],
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
      fetch(`${base}${url}`, { headers: key ? { "x-publishable-api-key": key } : {} }).then((res) =>
        res.json(),
      )
    try {
      expect(await get("/store/experiences/dunas/availability/2026-12-01", "pk_live")).toEqual({
        ok: true,
      })
      expect(medusaCheck).not.toHaveBeenCalled()
      await get("/store/experiences/dunas/availability/2026-12-01")
      await get("/store/regions", "pk_live")
      expect(medusaCheck).toHaveBeenCalledTimes(2)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

import { describe, expect, it, vi } from "vitest"
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

  it("wraps Medusa's middleware once per app; every other request still goes through it", () => {
    const medusaCheck = vi.fn()
    // Found by its name, as Medusa registers it.
    function ensurePublishableApiKeyMiddleware(_req: unknown, _res: unknown, next: () => void) {
      medusaCheck()
      next()
    }
    const other = vi.fn()
    // Like Express's: a function with its router.
    const app = Object.assign(() => {}, { _router: { stack: [{ handle: other }, { handle: ensurePublishableApiKeyMiddleware }] } })
    deferPublishableKeyCheck(app)
    deferPublishableKeyCheck(app)
    const wrapped = app._router.stack[1].handle as (req: unknown, res: unknown, next: () => void) => void
    expect(wrapped).not.toBe(ensurePublishableApiKeyMiddleware)
    expect(app._router.stack[0].handle).toBe(other)

    const next = vi.fn()
    wrapped(request("GET", "/store/experiences/dunas/availability/2026-12-01"), {}, next)
    expect(medusaCheck).not.toHaveBeenCalled()
    expect(next).toHaveBeenCalledTimes(1)
    wrapped(request("GET", "/store/experiences/dunas/availability/2026-12-01", undefined), {}, next)
    wrapped(request("GET", "/store/regions"), {}, next)
    expect(medusaCheck).toHaveBeenCalledTimes(2)
    expect(next).toHaveBeenCalledTimes(3)
  })
})

import { describe, expect, it } from "vitest"
import { createDayCache, DAY_CACHE_MAX_AGE_MS } from "./day-cache"

const T0 = 1_800_000_000_000

describe("the picker's days at hand", () => {
  it("gives back a date kept in the same currency (any case), and nothing for a date never kept", () => {
    const cache = createDayCache<string>()
    cache.put("2026-12-01", "eur", "first", T0)
    expect(cache.get("2026-12-01", "EUR", T0 + 10)).toBe("first")
    expect(cache.get("2026-12-02", "eur", T0 + 10)).toBeUndefined()
  })

  it("stops using an entry older than a minute, and forgets it", () => {
    const cache = createDayCache<string>()
    cache.put("2026-12-01", "eur", "first", T0)
    expect(cache.get("2026-12-01", "eur", T0 + DAY_CACHE_MAX_AGE_MS)).toBe("first")
    expect(cache.get("2026-12-01", "eur", T0 + DAY_CACHE_MAX_AGE_MS + 1)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it("drops every entry when asked or given another currency", () => {
    const cache = createDayCache<string>()
    cache.put("2026-12-01", "eur", "in euros", T0)
    cache.put("2026-12-02", "eur", "in euros", T0)
    expect(cache.get("2026-12-01", "usd", T0)).toBeUndefined()
    expect(cache.size).toBe(0)
    // Back to euros: nothing of before comes back.
    expect(cache.get("2026-12-02", "eur", T0)).toBeUndefined()

    cache.put("2026-12-01", "eur", "in euros", T0)
    cache.put("2026-12-03", "sar", "in riyals", T0)
    expect(cache.size).toBe(1)
    expect(cache.get("2026-12-03", "sar", T0)).toBe("in riyals")
  })

  it("keeps the answer read last: a slow month answer never overwrites a fresher day answer", () => {
    const cache = createDayCache<string>()
    cache.put("2026-12-01", "eur", "day route", T0 + 50)
    cache.put("2026-12-01", "eur", "month prefetch sent earlier", T0)
    expect(cache.get("2026-12-01", "eur", T0 + 60)).toBe("day route")
    cache.put("2026-12-01", "eur", "day route again", T0 + 100)
    expect(cache.get("2026-12-01", "eur", T0 + 110)).toBe("day route again")
  })

  it("forgets a date that has no options any more", () => {
    const cache = createDayCache<string>()
    cache.put("2026-12-01", "eur", "first", T0)
    cache.drop("2026-12-01")
    expect(cache.get("2026-12-01", "eur", T0)).toBeUndefined()
  })

  it("keeps at most its bound, dropping the least recently used", () => {
    const cache = createDayCache<number>({ maxEntries: 3 })
    for (const day of [1, 2, 3]) cache.put(`2026-12-0${day}`, "eur", day, T0)
    // Reading the 1st makes the 2nd the least recently used.
    expect(cache.get("2026-12-01", "eur", T0)).toBe(1)
    cache.put("2026-12-04", "eur", 4, T0)
    expect(cache.size).toBe(3)
    expect(cache.get("2026-12-02", "eur", T0)).toBeUndefined()
    expect([1, 3, 4].map((day) => cache.get(`2026-12-0${day}`, "eur", T0))).toEqual([1, 3, 4])

    const month = createDayCache<number>()
    for (let day = 0; day < 100; day++) month.put(`day-${day}`, "eur", day, T0)
    expect(month.size).toBe(62)
  })
})

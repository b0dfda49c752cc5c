import { describe, expect, it } from "vitest"
import { bundlePrice, partShare, pricesKeepPromise } from "./prices"

describe("combo bundle prices", () => {
  it("is below the sum and its shares add up to it", () => {
    const price = bundlePrice([45, 30, 62], 15)!
    expect(price.sum).toBe(137)
    expect(price.total).toBe(116)
    expect(price.parts.reduce((a, b) => a + b, 0)).toBe(116)
    expect(price.parts.every((p, i) => p <= [45, 30, 62][i])).toBe(true)
  })

  it("rounds to the market's step and still saves when the discount rounds away", () => {
    expect(bundlePrice([180, 120], 10, 5)).toMatchObject({ total: 270, sum: 300 })
    expect(bundlePrice([3, 2], 1)).toMatchObject({ total: 4, sum: 5 })
    expect(bundlePrice([1, 0], 10)).toBeNull()
  })

  it("checks a price table and reads a part's share", () => {
    const prices = { eur: { adult: bundlePrice([40, 40], 20)! } }
    expect(pricesKeepPromise(prices, 2)).toBe(true)
    expect(pricesKeepPromise({ eur: { adult: { total: 80, parts: [40, 40], sum: 80 } } }, 2)).toBe(
      false,
    )
    expect(partShare(prices, "EUR", "adult", 1)).toBe(32)
    expect(partShare(prices, "usd", "adult", 1)).toBeNull()
  })
})

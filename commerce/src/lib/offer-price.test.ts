import { describe, expect, it } from "vitest"
import { nearestSplittableTotals, splitOfferTotal, unitPriceOf } from "./offer-price"

const lineTotal = (share: number, q: number) => Number(unitPriceOf(share, q, 2)) * q

describe("splitOfferTotal", () => {
  it("spreads a total over bands in proportion to their list prices, adding up exactly", () => {
    const lines = [
      { quantity: 2, list_minor: 4500 },
      { quantity: 1, list_minor: 3000 },
    ]
    const shares = splitOfferTotal(10001, lines)!
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10001)
    expect(shares[0]).toBeGreaterThan(shares[1])
    expect(lineTotal(shares[0], 2) + lineTotal(shares[1], 1)).toBeCloseTo(100.01, 10)
  })

  it("keeps a free infant line free when the priced lines can take the rounding", () => {
    const shares = splitOfferTotal(25001, [
      { quantity: 3, list_minor: 4500 },
      { quantity: 1, list_minor: 0 },
      { quantity: 1, list_minor: 2000 },
    ])!
    expect(shares[1]).toBe(0)
    expect(shares[0] % 3).toBe(0)
    expect(shares.reduce((a, b) => a + b, 0)).toBe(25001)
  })

  it("refuses a total that three travellers on one line cannot share, and names the nearest that work", () => {
    const lines = [{ quantity: 3, list_minor: 4500 }]
    expect(splitOfferTotal(25000, lines)).toBeNull()
    expect(nearestSplittableTotals(25000, lines)).toEqual({ below: 24999, above: 25002 })
    expect(splitOfferTotal(24999, lines)).toEqual([24999])
  })

  it("splits over quantities of 2, 4, 5 or 8 into finite decimals", () => {
    expect(splitOfferTotal(10001, [{ quantity: 8, list_minor: 100 }])).toEqual([10001])
    expect(unitPriceOf(10001, 8, 2)).toBe("12.50125")
    expect(unitPriceOf(10001, 2, 2)).toBe("50.005")
    expect(unitPriceOf(900, 1, 2)).toBe("9")
    expect(unitPriceOf(5, 1, 2)).toBe("0.05")
  })

  it("refuses nonsense", () => {
    expect(splitOfferTotal(0, [{ quantity: 1, list_minor: 1 }])).toBeNull()
    expect(splitOfferTotal(10.5, [{ quantity: 1, list_minor: 1 }])).toBeNull()
    expect(splitOfferTotal(100, [])).toBeNull()
  })
})

import { BigNumber } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { amountOf, centsOf } from "./money"

describe("amountOf", () => {
  it("reads numbers, BigNumbers and raw amounts alike", () => {
    expect(amountOf(90)).toBe(90)
    expect(amountOf(new BigNumber(45.5))).toBe(45.5)
    expect(amountOf({ value: "12.34", precision: 20 })).toBe(12.34)
    expect(amountOf(null)).toBe(0)
    expect(centsOf(new BigNumber(0.1 + 0.2))).toBe(30)
  })
})

import { describe, expect, it } from "vitest"
import { comboSaving, savingDisplay } from "./saving"

describe("a combo's saving as its card and page show it", () => {
  it("is the parts' sum less the bundle when the parts alone cost more", () => {
    const band = { total: { EUR: 76 }, sum: { EUR: 90 }, saving: { EUR: 14 } }
    expect(comboSaving(band, "EUR")).toBe(14)
  })

  it("is none when a sale makes the parts alone cost the bundle or less", () => {
    expect(comboSaving({ total: { EUR: 76 }, sum: { EUR: 65 }, saving: { EUR: 0 } }, "EUR")).toBe(
      null,
    )
    expect(comboSaving({ total: { EUR: 76 }, sum: { EUR: 76 } }, "EUR")).toBe(null)
    expect(comboSaving({ total: { EUR: 76 }, sum: { EUR: 70 } }, "EUR")).toBe(null)
  })

  it("is none in a currency the combo has no price in", () => {
    expect(comboSaving({ total: { EUR: 76 }, sum: { EUR: 90 } }, "USD")).toBe(null)
  })

  it("shows the saving only in the currencies that have one, with its share of the sum", () => {
    const band = { total: { EUR: 76, USD: 80, GBP: 60 }, sum: { EUR: 90, USD: 70, GBP: 75 } }
    const percent = (share: number) => `${Math.round(share * 100)}%`
    expect(savingDisplay(band, (a, c) => `${a} ${c}`, percent)).toEqual({
      currencies: ["EUR", "GBP"],
      texts: { EUR: "14 EUR (16%)", USD: "", GBP: "15 GBP (20%)" },
      sums: { EUR: "90 EUR", USD: "", GBP: "75 GBP" },
    })
    expect(
      savingDisplay({ total: { EUR: 76 }, sum: { EUR: 70 } }, String, String).currencies,
    ).toEqual([])
  })
})

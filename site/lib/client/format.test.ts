import { describe, expect, it } from "vitest"
import { formatDayPrice, formatMinor, plural } from "./format"

const es = {
  "picker.seatsLeft.one": "{count} plaza libre",
  "picker.seatsLeft.other": "{count} plazas libres",
}
const en = {
  "picker.seatsLeft.one": "{count} seat left",
  "picker.seatsLeft.other": "{count} seats left",
}

describe("plural", () => {
  it("reads right in both languages", () => {
    expect(plural("es", es, "picker.seatsLeft", 1)).toBe("1 plaza libre")
    expect(plural("es", es, "picker.seatsLeft", 2)).toBe("2 plazas libres")
    expect(plural("en", en, "picker.seatsLeft", 1)).toBe("1 seat left")
    expect(plural("en", en, "picker.seatsLeft", 0)).toBe("0 seats left")
  })
})

describe("formatMinor", () => {
  it("formats each currency the store sells in, from minor units", () => {
    expect(formatMinor("es", 3700, "eur").replace(/\s/g, " ")).toBe("37,00 €")
    expect(formatMinor("en", 3700, "EUR")).toBe("€37.00")
    expect(formatMinor("en", 4050, "usd")).toBe("US$40.50")
    expect(formatMinor("en", 15000, "AED")).toMatch(/AED\s?150\.00/)
    expect(formatMinor("es", 15000, "SAR").replace(/\s/g, " ")).toMatch(/150,00 SAR/)
  })
})

describe("a day's price in the calendar", () => {
  it("is the number only, short enough for a day's cell on a phone", () => {
    expect(formatDayPrice("es", 45)).toBe("45")
    expect(formatDayPrice("en", 45)).toBe("45")
    expect(formatDayPrice("es", 37.5)).toBe("37,5")
    expect(formatDayPrice("en", 37.5)).toBe("37.5")
    expect(formatDayPrice("es", 12500)).toBe("12.500")
    expect(formatDayPrice("en", 1250)).toBe("1250")
    for (const price of [9, 99.99, 450, 1250, 9999])
      expect(formatDayPrice("es", price).length).toBeLessThanOrEqual(5)
  })
})

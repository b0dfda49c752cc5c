import { describe, expect, it } from "vitest"
import {
  capitalise,
  formatDate,
  formatLocalDateTime,
  formatMoney,
  formatMonth,
  partyText,
} from "./format"

describe("admin format", () => {
  it("writes money in one format per language, with its currency", () => {
    expect(formatMoney(1234.5, "eur", "es").replace(/\s/g, " ")).toBe("1234,50 €")
    expect(formatMoney(1234.5, "eur", "en")).toBe("€1,234.50")
    expect(formatMoney(90, "usd", "en")).toBe("US$90.00")
  })

  it("writes a month heading with only its first letter capitalised", () => {
    expect(formatMonth("2026-12", "es")).toBe("Diciembre de 2026")
    expect(formatMonth("2026-12-01", "en")).toBe("December 2026")
    expect(capitalise("diciembre de 2026")).toBe("Diciembre de 2026")
  })

  it("writes a local date in one format per language, whatever the browser's zone", () => {
    expect(formatDate("2026-12-01", "es")).toBe("martes, 1 de diciembre de 2026")
    expect(formatDate("2026-12-01", "en")).toBe("Tuesday, 1 December 2026")
  })

  it("writes a local date and time the server derived, converting no zone", () => {
    const local = { date: "2026-12-01", time: "06:05" }
    expect(formatLocalDateTime(local, "es")).toBe("1 de diciembre de 2026 a las 06:05")
    expect(formatLocalDateTime(local, "en")).toBe("1 December 2026 at 06:05")
  })

  it("names the bands of a party and skips zeros", () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      `${options?.count} ${key.split(".").pop()}`
    expect(partyText({ adult: 6, child: 0, infant: 0 }, t)).toBe("6 adult")
    expect(partyText({ adult: 2, child: 1 }, t)).toBe("2 adult, 1 child")
    expect(partyText(null, t)).toBe("")
  })
})

import { describe, expect, it } from "vitest"
import { addDays, assertDateInWindow, daysBetween, windowBounds } from "./date-window"

const now = new Date("2026-11-22T10:00:00Z")

describe("date window", () => {
  it("accepts dates from a week ago to two years ahead", () => {
    expect(windowBounds({ pastDays: 7, futureDays: 730 }, now)).toEqual({
      from: "2026-11-15",
      to: "2028-11-21",
    })
    expect(() => assertDateInWindow("2026-11-15", undefined, now)).not.toThrow()
    expect(() => assertDateInWindow("2028-11-21", undefined, now)).not.toThrow()
  })

  it("refuses the end of the calendar and the distant past with the allowed range", () => {
    for (const date of ["9999-12-31", "2028-11-22", "0001-01-01", "2026-11-14"]) {
      expect(() => assertDateInWindow(date, undefined, now)).toThrow(
        expect.objectContaining({
          code: "date_out_of_range",
          params: { from: "2026-11-15", to: "2028-11-21" },
        }),
      )
    }
  })

  it("refuses what is not a real date", () => {
    expect(() => assertDateInWindow("2026-13-45", undefined, now)).toThrow(
      expect.objectContaining({ code: "invalid_date" }),
    )
    // A day the month does not have: Date.parse rolls it over, PostgreSQL would refuse it (a 500).
    expect(() => assertDateInWindow("2027-02-30", undefined, now)).toThrow(
      expect.objectContaining({ code: "invalid_date" }),
    )
    expect(() => assertDateInWindow("2027-02-28", undefined, now)).not.toThrow()
    expect(() => assertDateInWindow("+10000-01-01", undefined, now)).toThrow(
      expect.objectContaining({ code: "invalid_date" }),
    )
  })

  it("counts days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(daysBetween("2026-11-22", "2028-11-21")).toBe(730)
  })
})

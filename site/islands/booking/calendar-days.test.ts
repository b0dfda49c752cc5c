import { describe, expect, it } from "vitest"
import { openDates, withMonth } from "./calendar-days"
import type { CalendarDay } from "./MonthCalendar"

const day = (date: string, status: CalendarDay["status"], price_from: number | null = null) => ({
  date,
  status,
  price_from,
})

describe("calendar days", () => {
  it("draws a month: days before today past, the rest closed unless the route answered them", () => {
    const drawn = withMonth(
      new Map([["2026-11-30", day("2026-11-30", "available", 40)]]),
      { first: "2026-12-01", last: "2026-12-04", today: "2026-12-02" },
      [day("2026-12-03", "available", 50), day("2026-12-04", "sold_out")],
    )
    expect([...drawn.values()]).toEqual([
      day("2026-11-30", "available", 40),
      day("2026-12-01", "past"),
      day("2026-12-02", "closed"),
      day("2026-12-03", "available", 50),
      day("2026-12-04", "sold_out"),
    ])
  })

  it("lists a month's available dates in order, and no other month's", () => {
    const days = new Map(
      [
        day("2026-12-09", "available"),
        day("2026-12-02", "available"),
        day("2026-12-05", "sold_out"),
        day("2027-01-02", "available"),
      ].map((d) => [d.date, d]),
    )
    expect(openDates(days, "2026-12-01")).toEqual(["2026-12-02", "2026-12-09"])
  })
})

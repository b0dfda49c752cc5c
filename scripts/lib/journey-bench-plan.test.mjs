import { describe, expect, it } from "vitest"
import { addsPerDate, monthWindows, roomyDates, takesAdds } from "./journey-bench-plan.mjs"

const slot = (id, seats_left) => ({ id, seats_left })
const day = (date, ...slots) => ({
  date,
  options: [{ code: "a", pricing_type: "per_person", slots }],
})

describe("bench:journey's plan", () => {
  it("replays the bench's loop: 30 date clicks over 15 adds, every add on the date clicked last", () => {
    const adds = addsPerDate(5, 15, 30)
    expect(adds.reduce((a, b) => a + b, 0)).toBe(15)
    // Two clicks per add over five dates: the adds fall on dates 2, 4, 1, 3, 0, 2, ... evenly.
    expect(adds).toEqual([3, 3, 3, 3, 3])
    expect(addsPerDate(4, 15, 30)).toEqual([7, 0, 8, 0])
  })

  it("a date takes its adds when its first free slots hold two seats for each, as the picker chooses them", () => {
    expect(takesAdds(day("2027-01-10", slot("s1", 4), slot("s2", 2)), 3)).toBe(true)
    expect(takesAdds(day("2027-01-10", slot("s1", 4), slot("s2", 1)), 3)).toBe(false)
    expect(takesAdds(day("2027-01-10", slot("s1", 0)), 1)).toBe(false)
    const perItem = {
      date: "2027-01-10",
      options: [{ code: "car", pricing_type: "per_item", slots: [slot("c", 2)] }],
    }
    expect(takesAdds(perItem, 2)).toBe(true)
  })

  it("leaves out today and tomorrow, sold-out and crowded dates, and keeps enough dates for the run", () => {
    const days = [
      day("2027-01-02", slot("a", 40)),
      day("2027-01-04", slot("b", 0)),
      day("2027-01-05", slot("c", 40)),
      day("2027-01-06", slot("d", 2)),
      day("2027-01-07", slot("e", 40)),
      day("2027-01-08", slot("f", 40)),
      day("2027-01-09", slot("g", 40)),
    ]
    const dates = roomyDates(days, { earliest: "2027-01-03", runs: 15, dateClicks: 30 })
    expect(dates).toEqual(["2027-01-05", "2027-01-07", "2027-01-08", "2027-01-09"])
    expect(
      roomyDates(days.slice(0, 4), { earliest: "2027-01-03", runs: 15, dateClicks: 30 }),
    ).toBeNull()
  })

  it("looks month by month, each window inside one month", () => {
    expect(monthWindows("2026-11-28", 3)).toEqual([
      { from: "2026-11-28", to: "2026-11-30" },
      { from: "2026-12-01", to: "2026-12-31" },
      { from: "2027-01-01", to: "2027-01-31" },
    ])
  })
})

import { describe, expect, it } from "vitest"
import { groupBookings } from "./bookings"
import { formatLocalSlot } from "./format"

describe("a slot's local time is the API's, whatever the browser's zone data", () => {
  it("writes the API's local date and time without converting them", () => {
    expect(formatLocalSlot("es", "2026-12-20", "09:00")).toBe("dom, 20 dic, 09:00")
    expect(formatLocalSlot("en", "2026-12-20", "09:00", "long")).toMatch(
      /^Sunday,? 20 December 2026, 09:00$/,
    )
  })

  it("carries the cart line's local date and time into the booking the cart shows", () => {
    const [booking] = groupBookings([
      {
        id: "line_1",
        quantity: 1,
        unit_price: 10,
        metadata: {
          hold_id: "hold_1",
          starts_at: "2026-12-20T08:00:00.000Z",
          timezone: "Africa/Casablanca",
          local_date: "2026-12-20",
          start_time: "08:00",
          band: "adult",
        },
      },
    ])
    expect([booking.localDate, booking.startTime]).toEqual(["2026-12-20", "08:00"])
  })
})

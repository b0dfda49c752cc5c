import { describe, expect, it } from "vitest"
import { describeCancellation } from "./cancellation"

const start = new Date("2026-12-01T12:30:00Z") // 15:30 in Riyadh

describe("describeCancellation", () => {
  it("states the free-cancellation deadline in the experience's time zone", () => {
    const es = describeCancellation({ type: "free", hours: 24 }, start, "Asia/Riyadh", "es")
    expect(es.free_until).toBe("2026-11-30T12:30:00.000Z")
    expect(es.text).toMatch(/^Cancelación gratuita hasta el 30 de noviembre de 2026,? (a las )?15:30 GMT\+3$/)
    const en = describeCancellation({ type: "free", hours: 24 }, start, "Asia/Riyadh", "en")
    expect(en.text).toMatch(/^Free cancellation until 30 November 2026(,| at) 15:30 GMT\+3$/)
  })

  it("counts days, hours and minutes of a penalty window and names the fee", () => {
    const policy = { type: "penalty" as const, percent: 50, days: 2, hours: 3, minutes: 15 }
    const result = describeCancellation(policy, start, "Asia/Riyadh", "en")
    expect(result.free_until).toBe("2026-11-29T09:15:00.000Z")
    expect(result.text).toContain("a 50% fee applies")
  })

  it("says a non-refundable booking is not refunded", () => {
    expect(describeCancellation({ type: "non_refundable" }, start, "UTC", "es")).toEqual({
      type: "non_refundable",
      free_until: null,
      text: "No reembolsable",
    })
  })
})

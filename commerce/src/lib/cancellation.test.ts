import { describe, expect, it } from "vitest"
import { describeCancellation } from "./cancellation"

const start = new Date("2026-12-01T12:30:00Z") // 15:30 in Riyadh
const before = new Date("2026-11-01T00:00:00Z")

describe("describeCancellation", () => {
  it("states the free-cancellation deadline in the experience's time zone", () => {
    const es = describeCancellation({ type: "free", hours: 24 }, start, "Asia/Riyadh", "es", before)
    expect(es.free_until).toBe("2026-11-30T12:30:00.000Z")
    expect(es.text).toMatch(
      /^Cancelación gratuita hasta el 30 de noviembre de 2026,? (a las )?15:30 GMT\+3$/,
    )
    const en = describeCancellation({ type: "free", hours: 24 }, start, "Asia/Riyadh", "en", before)
    expect(en.text).toMatch(/^Free cancellation until 30 November 2026(,| at) 15:30 GMT\+3$/)
  })

  it("counts days, hours and minutes of a penalty window and names the fee", () => {
    const policy = { type: "penalty" as const, percent: 50, days: 2, hours: 3, minutes: 15 }
    const result = describeCancellation(policy, start, "Asia/Riyadh", "en", before)
    expect(result.free_until).toBe("2026-11-29T09:15:00.000Z")
    expect(result.text).toContain("a 50% fee applies from then")
  })

  it("says a non-refundable booking is not refunded", () => {
    expect(describeCancellation({ type: "non_refundable" }, start, "UTC", "es")).toEqual({
      type: "non_refundable",
      stage: "non_refundable",
      free_until: null,
      text: "No reembolsable",
    })
  })
})

describe("describeCancellation at a given now (issue 27: the promise must not have expired)", () => {
  // 28 November 2026, 10:00 in Riyadh; booked on 26 November.
  const starts = new Date("2026-11-28T07:00:00Z")
  const penalty = { type: "penalty" as const, percent: 50, days: 3, hours: 0, minutes: 0 }

  it("free until X while the free window is open", () => {
    const now = new Date("2026-11-20T09:00:00Z")
    const en = describeCancellation({ type: "free", hours: 24 }, starts, "Asia/Riyadh", "en", now)
    expect(en.stage).toBe("free")
    expect(en.text).toMatch(/^Free cancellation until 27 November 2026(,| at) 10:00 GMT\+3$/)
    const es = describeCancellation({ type: "free", hours: 24 }, starts, "Asia/Riyadh", "es", now)
    expect(es.text).toMatch(
      /^Cancelación gratuita hasta el 27 de noviembre de 2026,? (a las )?10:00 GMT\+3$/,
    )
  })

  it("a fee of N % from X while the free window of a penalty policy is open", () => {
    const now = new Date("2026-11-20T09:00:00Z")
    const en = describeCancellation(penalty, starts, "Asia/Riyadh", "en", now)
    expect(en.stage).toBe("fee_later")
    expect(en.text).toMatch(
      /^Free cancellation until 25 November 2026(,| at) 10:00 GMT\+3; a 50% fee applies from then$/,
    )
    const es = describeCancellation(penalty, starts, "Asia/Riyadh", "es", now)
    expect(es.text).toMatch(
      /^Cancelación gratuita hasta el 25 de noviembre de 2026,? (a las )?10:00 GMT\+3; desde entonces se cobra el 50 %$/,
    )
  })

  it("the fee applies now once the free window has passed (booked on 26 November for 28 November)", () => {
    const now = new Date("2026-11-26T09:00:00Z")
    const en = describeCancellation(penalty, starts, "Asia/Riyadh", "en", now)
    expect(en.stage).toBe("fee_now")
    expect(en.text).not.toContain("Free cancellation until")
    expect(en.text).toMatch(
      /^A 50% cancellation fee applies now \(free cancellation ended 25 November 2026(,| at) 10:00 GMT\+3\)$/,
    )
    const es = describeCancellation(penalty, starts, "Asia/Riyadh", "es", now)
    expect(es.text).not.toContain("Cancelación gratuita hasta")
    expect(es.text).toMatch(
      /^Si cancelas ahora se cobra el 50 % \(la cancelación gratuita terminó el 25 de noviembre de 2026,? (a las )?10:00 GMT\+3\)$/,
    )
  })

  it("no longer refundable once a free policy's window has passed", () => {
    const now = new Date("2026-11-27T08:00:00Z")
    const en = describeCancellation({ type: "free", hours: 24 }, starts, "Asia/Riyadh", "en", now)
    expect(en.stage).toBe("non_refundable")
    expect(en.text).toMatch(
      /^No longer refundable \(free cancellation ended 27 November 2026(,| at) 10:00 GMT\+3\)$/,
    )
    const es = describeCancellation({ type: "free", hours: 24 }, starts, "Asia/Riyadh", "es", now)
    expect(es.text).toMatch(
      /^Ya no es reembolsable \(la cancelación gratuita terminó el 27 de noviembre de 2026,? (a las )?10:00 GMT\+3\)$/,
    )
  })

  it("non-refundable whatever the time", () => {
    const en = describeCancellation(
      { type: "non_refundable" },
      starts,
      "Asia/Riyadh",
      "en",
      new Date("2026-11-01T00:00:00Z"),
    )
    expect(en.stage).toBe("non_refundable")
    expect(en.text).toBe("Non-refundable")
  })

  it("names the experience's zone across a daylight-saving change (Madrid, deadline in summer time, start in winter time)", () => {
    const start = new Date("2026-10-26T09:00:00Z") // Monday 10:00 CET
    const en = describeCancellation(
      penalty,
      start,
      "Europe/Madrid",
      "en",
      new Date("2026-10-01T00:00:00Z"),
    )
    expect(en.text).toMatch(/23 October 2026(,| at) 10:00 CEST/)
  })
})

import { describe, expect, it } from "vitest"
import { cancellationDeadline, quoteCancellation } from "./cancellation-deadline"

// Madrid leaves summer time on 25 October 2026 (03:00 CEST -> 02:00 CET).
const MADRID = "Europe/Madrid"
const mondayTen = new Date("2026-10-26T09:00:00Z") // 10:00 CET, the day after the change

describe("cancellationDeadline", () => {
  it("counts days on the experience's wall clock across a daylight-saving change", () => {
    const policy = { type: "penalty" as const, percent: 30, days: 2, hours: 0, minutes: 0 }
    // 10:00 on Saturday 24th is still summer time (UTC+2): 08:00Z, 49 hours before.
    expect(cancellationDeadline(policy, mondayTen, MADRID)?.toISOString()).toBe(
      "2026-10-24T08:00:00.000Z",
    )
    // Into summer time (29 March 2026): 10:00 CET on the 28th, 47 hours before 10:00 CEST on the 30th.
    expect(
      cancellationDeadline(policy, new Date("2026-03-30T08:00:00Z"), MADRID)?.toISOString(),
    ).toBe("2026-03-28T09:00:00.000Z")
  })

  it("takes hours and minutes as elapsed time, and has no deadline when nothing is refunded", () => {
    expect(
      cancellationDeadline({ type: "free", hours: 24 }, mondayTen, MADRID)?.toISOString(),
    ).toBe("2026-10-25T09:00:00.000Z")
    const mixed = { type: "penalty" as const, percent: 50, days: 1, hours: 2, minutes: 30 }
    expect(cancellationDeadline(mixed, mondayTen, MADRID)?.toISOString()).toBe(
      "2026-10-25T06:30:00.000Z",
    )
    expect(cancellationDeadline({ type: "non_refundable" }, mondayTen, MADRID)).toBeNull()
  })
})

describe("quoteCancellation", () => {
  const penalty = { type: "penalty" as const, percent: 30, days: 2, hours: 0, minutes: 0 }

  it("refunds everything before the deadline and applies the penalty after it, on local time", () => {
    expect(
      quoteCancellation(penalty, mondayTen, MADRID, new Date("2026-10-24T07:59:00Z")),
    ).toMatchObject({ allowed: true, refund_percent: 100 })
    // 48 elapsed hours would still be free here; the local deadline has passed.
    expect(
      quoteCancellation(penalty, mondayTen, MADRID, new Date("2026-10-24T08:30:00Z")),
    ).toMatchObject({
      allowed: true,
      refund_percent: 70,
      penalty_percent: 30,
    })
  })

  it("refuses a non-refundable booking, a free one past its deadline and one that has started", () => {
    expect(
      quoteCancellation(
        { type: "non_refundable" },
        mondayTen,
        MADRID,
        new Date("2026-10-01T00:00:00Z"),
      ),
    ).toEqual({
      allowed: false,
      reason: "non_refundable",
      deadline: null,
    })
    expect(
      quoteCancellation(
        { type: "free", hours: 24 },
        mondayTen,
        MADRID,
        new Date("2026-10-25T10:00:00Z"),
      ),
    ).toMatchObject({
      allowed: false,
      reason: "deadline_passed",
    })
    expect(
      quoteCancellation(penalty, mondayTen, MADRID, new Date("2026-10-26T09:00:00Z")),
    ).toMatchObject({ allowed: false, reason: "already_started" })
  })
})

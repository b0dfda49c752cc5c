import { describe, expect, it } from "vitest"
import { describeCancellation, type CancellationPolicy } from "./cancellation"
import { quoteCancellation } from "./cancellation-deadline"
import { instantOf } from "./local-time"

const POLICIES: CancellationPolicy[] = [
  { type: "free", hours: 24 },
  { type: "penalty", percent: 50, days: 2, hours: 0, minutes: 0 },
  { type: "penalty", percent: 25, days: 1, hours: 3, minutes: 30 },
  { type: "non_refundable" },
]
/** Starts where a zone's table is contested or changes: Casablanca in December, Madrid's two changes of 2027, Mexico City. */
const STARTS: [string, string, string][] = [
  ["2026-12-20", "09:00", "Africa/Casablanca"],
  ["2027-03-29", "02:30", "Europe/Madrid"],
  ["2027-11-01", "02:30", "Europe/Madrid"],
  ["2026-12-20", "23:30", "America/Mexico_City"],
]

/**
 * Issue 27.4: what the line tells the traveller (picker, e-mail, voucher,
 * account) and what cancelling then does are one decision, also exactly at
 * the deadline: free while the line says free, the fee once it says the fee
 * applies now, refused once it says no longer refundable.
 */
describe("the cancellation line and the cancellation agree at every instant", () => {
  it("one millisecond before the deadline, at it and after it", () => {
    for (const policy of POLICIES) {
      for (const [date, time, zone] of STARTS) {
        const startsAt = instantOf(date, time, zone)
        const line = describeCancellation(policy, startsAt, zone, "en", startsAt)
        const deadline = line.free_until ? Date.parse(line.free_until) : startsAt.getTime() - 1
        for (const now of [deadline - 1, deadline, deadline + 1].map((t) => new Date(t))) {
          const said = describeCancellation(policy, startsAt, zone, "en", now)
          const done = quoteCancellation(policy, startsAt, zone, now)
          const expected =
            said.stage === "free" || said.stage === "fee_later"
              ? { allowed: true, penalty_percent: 0 }
              : said.stage === "fee_now"
                ? { allowed: true, penalty_percent: (policy as { percent: number }).percent }
                : { allowed: false }
          expect({ policy, zone, now, done }).toMatchObject({ done: expected })
        }
      }
    }
  })
})

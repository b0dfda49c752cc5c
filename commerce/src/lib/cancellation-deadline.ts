import type { CancellationPolicy } from "./cancellation"
import { zonedFields, zonedInstant } from "./local-time"

/**
 * The last instant a booking can be cancelled without the policy's fee (or at
 * all, for a free policy): `days` are calendar days on the experience's wall
 * clock, so "2 days before a 10:00 start" is 10:00 two days earlier even
 * across a daylight-saving change; hours and minutes are elapsed time.
 * Null for a non-refundable policy.
 */
export function cancellationDeadline(
  policy: CancellationPolicy,
  startsAt: Date,
  timeZone: string,
): Date | null {
  if (policy.type === "non_refundable") return null
  const days = policy.type === "penalty" ? policy.days : 0
  const minutes = policy.type === "penalty" ? policy.hours * 60 + policy.minutes : policy.hours * 60
  const local = zonedFields(startsAt, timeZone)
  const dayShifted = new Date(Date.UTC(local.year, local.month - 1, local.day - days))
  const wall = zonedInstant(
    {
      ...local,
      year: dayShifted.getUTCFullYear(),
      month: dayShifted.getUTCMonth() + 1,
      day: dayShifted.getUTCDate(),
    },
    timeZone,
  )
  return new Date(wall.getTime() - minutes * 60_000)
}

/** Why a booking cannot be cancelled by its traveller. */
export type CancellationRefusal = "non_refundable" | "deadline_passed" | "already_started"

/** What cancelling now means: refused with a reason, or allowed with the share of the price refunded. */
export type CancellationQuote =
  | { allowed: false; reason: CancellationRefusal; deadline: string | null }
  | { allowed: true; refund_percent: number; penalty_percent: number; deadline: string }

/** What the policy grants a traveller cancelling at `now`. */
export function quoteCancellation(
  policy: CancellationPolicy,
  startsAt: Date,
  timeZone: string,
  now: Date,
): CancellationQuote {
  const deadline = cancellationDeadline(policy, startsAt, timeZone)
  if (!deadline) return { allowed: false, reason: "non_refundable", deadline: null }
  if (now >= startsAt)
    return { allowed: false, reason: "already_started", deadline: deadline.toISOString() }
  if (now < deadline)
    return {
      allowed: true,
      refund_percent: 100,
      penalty_percent: 0,
      deadline: deadline.toISOString(),
    }
  if (policy.type === "penalty") {
    return {
      allowed: true,
      refund_percent: 100 - policy.percent,
      penalty_percent: policy.percent,
      deadline: deadline.toISOString(),
    }
  }
  return { allowed: false, reason: "deadline_passed", deadline: deadline.toISOString() }
}

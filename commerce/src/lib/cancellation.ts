import { cancellationDeadline } from "./cancellation-deadline"
import type { Locale } from "./i18n/messages"
import { formatLocal } from "./local-time"

import type { CancellationPolicy } from "@sendero/shared/cancellation-policy"

export type { CancellationPolicy }

/** A booking with what it was sold under, and its experience's policy for one older than that record. */
type BookingTerms = {
  cancellation_policy?: unknown
  slot?: { option?: { experience?: { cancellation_policy?: unknown } | null } | null } | null
}

/**
 * The cancellation policy a booking was sold under: the one it keeps from its order's placing,
 * never what the operator set on the experience later (a booking older than that record falls
 * back to its experience's).
 */
export function soldPolicy(booking: BookingTerms): CancellationPolicy | null {
  return (booking.cancellation_policy ??
    booking.slot?.option?.experience?.cancellation_policy ??
    null) as CancellationPolicy | null
}

/** Where a traveller stands with a policy at an instant: what cancelling would cost then. */
export type CancellationStage = "free" | "fee_later" | "fee_now" | "non_refundable"

/**
 * What a slot's cancellation policy means for the traveller at `now`: the
 * line says what is true now, never a promise that has already expired.
 * Free until X (free policy, window open); free until X, then a fee of N %
 * (penalty policy, window open); the fee applies now (penalty policy, window
 * passed); non-refundable (that policy, or a free policy whose window has
 * passed). X is written in the experience's time zone, named, in `locale`.
 */
export function describeCancellation(
  policy: CancellationPolicy,
  startsAt: Date,
  timeZone: string,
  locale: Locale,
  now: Date = new Date(),
) {
  const es = locale === "es"
  if (policy.type === "non_refundable") {
    return {
      type: policy.type,
      stage: "non_refundable" as CancellationStage,
      free_until: null,
      text: es ? "No reembolsable" : "Non-refundable",
    }
  }
  const until = cancellationDeadline(policy, startsAt, timeZone)!
  const when = formatLocal(until, timeZone, locale, "deadline")
  const open = now < until
  const stage: CancellationStage = open
    ? policy.type === "free"
      ? "free"
      : "fee_later"
    : policy.type === "free"
      ? "non_refundable"
      : "fee_now"
  const text = {
    free: es ? `Cancelación gratuita hasta el ${when}` : `Free cancellation until ${when}`,
    fee_later:
      policy.type === "penalty"
        ? es
          ? `Cancelación gratuita hasta el ${when}; desde entonces se cobra el ${policy.percent} %`
          : `Free cancellation until ${when}; a ${policy.percent}% fee applies from then`
        : "",
    fee_now:
      policy.type === "penalty"
        ? es
          ? `Si cancelas ahora se cobra el ${policy.percent} % (la cancelación gratuita terminó el ${when})`
          : `A ${policy.percent}% cancellation fee applies now (free cancellation ended ${when})`
        : "",
    non_refundable: es
      ? `Ya no es reembolsable (la cancelación gratuita terminó el ${when})`
      : `No longer refundable (free cancellation ended ${when})`,
  }[stage]
  return { type: policy.type, stage, free_until: until.toISOString(), text }
}

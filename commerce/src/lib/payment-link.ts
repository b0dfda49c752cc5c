import { cancellationDeadline } from "./cancellation-deadline"
import type { CancellationPolicy } from "./cancellation"
import type { Locale } from "./i18n/messages"
import { formatLocal } from "./local-time"

/**
 * The facts of a pay-later order's payment link, kept on the order (the
 * server writes them; the admin reads them): the Checkout Session, what it
 * asks for, until when and in which zone that is stated; once paid, the
 * PaymentIntent that paid the order (`paid_by`), or the refund of a link paid
 * when nothing was due any more (`refund`).
 */
export type PaymentLinkRecord = {
  id: string
  url: string | null
  expires_at: number | null
  /** Major units, in the order's currency. */
  amount: number
  timezone?: string
  paid_by?: string
  refund?: PaymentLinkRefund
}

/** A link's payment given back in full, and why: the order was cancelled, owed nothing, or owed another amount. */
export type PaymentLinkRefund = {
  session_id: string
  payment_intent: string
  amount: number
  reason: PaymentLinkRefundReason
  refunded_at: string
}

export type PaymentLinkRefundReason =
  "order_canceled" | "nothing_due" | "balance_changed" | "link_replaced"

/** The order's link, as the server wrote it in the order's metadata. */
export function readPaymentLink(
  metadata: Record<string, unknown> | null | undefined,
): PaymentLinkRecord | null {
  const link = metadata?.payment_link as PaymentLinkRecord | undefined
  return link && typeof link.id === "string" ? link : null
}

/** Stripe Checkout: `expires_at` between 30 minutes and 24 hours after the session is made. */
export const STRIPE_MIN_EXPIRY_S = 30 * 60
/** The longest a link stays payable (an hour under Stripe's limit, for the clock skew of a retry). */
export const LINK_MAX_S = 23 * 3600
/** A link ends this long before the start or the deadline it must not outlive. */
export const LINK_MARGIN_S = 60

/** A live booking of the order, as the link's window needs it. */
export type LinkBooking = { starts_at: Date; timezone: string; policy: CancellationPolicy | null }

export type LinkWindow =
  | { ok: true; expires_at: number; timezone: string }
  | {
      ok: false
      code: "payment_link_starts_too_soon" | "payment_link_free_cancellation_ends"
      at: Date
      timezone: string
    }

/**
 * Until when a payment link may be paid: at most `LINK_MAX_S` from now,
 * before the first live booking starts, and before that booking's free
 * cancellation ends while it has not ended yet (a traveller must not pay
 * after the moment they could still have walked away for free, nor pay a
 * reservation whose activity has begun). When that leaves less than
 * Stripe's 30 minutes, no link can be made, and the answer says which
 * moment is too close. Times are stated in the first booking's zone.
 */
export function linkWindow(bookings: LinkBooking[], now: Date): LinkWindow {
  const nowS = Math.floor(now.getTime() / 1000)
  const first = [...bookings].sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime())[0]
  const timezone = first?.timezone ?? "UTC"
  let limit = nowS + LINK_MAX_S
  let bound: {
    code: "payment_link_starts_too_soon" | "payment_link_free_cancellation_ends"
    at: Date
  } | null = null
  for (const booking of bookings) {
    const startS = Math.floor(booking.starts_at.getTime() / 1000) - LINK_MARGIN_S
    if (startS < limit) {
      limit = startS
      bound = { code: "payment_link_starts_too_soon", at: booking.starts_at }
    }
    const deadline = booking.policy
      ? cancellationDeadline(booking.policy, booking.starts_at, booking.timezone)
      : null
    if (deadline && deadline.getTime() > now.getTime()) {
      const deadlineS = Math.floor(deadline.getTime() / 1000) - LINK_MARGIN_S
      if (deadlineS < limit) {
        limit = deadlineS
        bound = { code: "payment_link_free_cancellation_ends", at: deadline }
      }
    }
  }
  if (limit - nowS < STRIPE_MIN_EXPIRY_S + LINK_MARGIN_S) {
    return {
      ok: false,
      code: bound?.code ?? "payment_link_starts_too_soon",
      at: bound?.at ?? now,
      timezone,
    }
  }
  return { ok: true, expires_at: limit, timezone }
}

/** An instant on the experience's wall clock with its zone named, in the reader's language ("28 November 2026, 05:59 GMT+3"): the house's one formatter. */
export const formatLinkInstant = (
  instant: Date | string | number,
  timeZone: string,
  locale: Locale,
) => formatLocal(new Date(instant), timeZone, locale, "deadline")

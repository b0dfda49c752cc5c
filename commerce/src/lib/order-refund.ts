import { centsOf } from "./money"

/**
 * Why money goes back to a traveller. Every refund of the house names one
 * (it is written on Medusa's refund and on Stripe's, and carried by the
 * `order_money.refunded` event):
 * - `policy_cancellation`: the traveller cancelled a booking under its policy;
 * - `operator_cancellation`: the operator cancelled the order (Medusa's
 *   "Cancel order", the pay-later follow-up's "Cancel and release seats");
 * - `operator_refund`: a refund from the order's payment section that cancels
 *   the bookings it covers;
 * - `goodwill`: a refund that leaves the bookings as they are;
 * - `link_after_cancel`: a payment link paid after its order was cancelled or
 *   changed (never applied to the order);
 * - `orphan_card_payment`: a card payment that bought nothing;
 * - `booking_change`: what a smaller or cheaper booking no longer costs (the
 *   "booking changed" e-mail states it).
 */
export const REFUND_REASONS = [
  "policy_cancellation",
  "operator_cancellation",
  "operator_refund",
  "goodwill",
  "link_after_cancel",
  "orphan_card_payment",
  "booking_change",
] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

/** One of an order's payments as the refund planner reads it (amounts as Medusa stores them). */
export type RefundablePayment = {
  id: string
  provider_id: string
  created_at?: string | Date | null
  /** The PaymentIntent at Stripe that holds this payment's money, or null (money not at Stripe). */
  payment_intent: string | null
  captures?: { amount: unknown }[] | null
  refunds?: { amount: unknown; metadata?: Record<string, unknown> | null }[] | null
}

/** One refund of one payment: what Medusa records and, with an intent, what Stripe gives back. */
export type RefundPart = {
  payment_id: string
  payment_intent: string | null
  /** Cents (hundredths of the major unit, as Medusa's amounts are read everywhere). */
  cents: number
}

/** The key written on each refund of one refund intent (`metadata.refund_key`). */
export const REFUND_KEY = "refund_key"

/**
 * How a refund of `amountCents` (null: everything still kept) is spread over
 * an order's payments: card payments first, then the others (a pay-later
 * payment captured by its payment link or by the admin), oldest first; never
 * more from a payment than it captured minus what was refunded of it. What
 * was already refunded under the same `key` counts as done, so running the
 * same refund again plans nothing more.
 */
export function planRefund(input: {
  payments: RefundablePayment[]
  amountCents: number | null
  key: string
  cardProviderId: string
}): { parts: RefundPart[]; done_cents: number; kept_cents: number } {
  const sum = (rows?: { amount: unknown }[] | null) =>
    (rows ?? []).reduce((total, row) => total + centsOf(row.amount), 0)
  const time = (p: RefundablePayment) => (p.created_at ? new Date(p.created_at).getTime() : 0)
  const ordered = [...input.payments].sort(
    (a, b) =>
      Number(b.provider_id === input.cardProviderId) -
        Number(a.provider_id === input.cardProviderId) || time(a) - time(b),
  )
  const done = input.payments
    .flatMap((p) => p.refunds ?? [])
    .filter((r) => r.metadata?.[REFUND_KEY] === input.key)
  const doneCents = sum(done)
  const keptCents = input.payments.reduce(
    (total, p) => total + Math.max(0, sum(p.captures) - sum(p.refunds)),
    0,
  )
  let left =
    input.amountCents == null ? (done.length ? 0 : keptCents) : input.amountCents - doneCents
  const parts: RefundPart[] = []
  for (const payment of ordered) {
    if (left <= 0) break
    const room = sum(payment.captures) - sum(payment.refunds)
    const cents = Math.min(left, room)
    if (cents <= 0) continue
    parts.push({ payment_id: payment.id, payment_intent: payment.payment_intent, cents })
    left -= cents
  }
  return { parts, done_cents: doneCents, kept_cents: keptCents }
}

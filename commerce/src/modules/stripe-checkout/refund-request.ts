import type Stripe from "stripe"

/**
 * One refund at Stripe as the house's refund workflow makes it
 * (workflows/booking-lifecycle/refund-order-money.ts): the idempotency key is
 * derived from the refund's intent (its key, the payment and the amount),
 * so a retry, a restart or a second caller gets Stripe's first answer
 * instead of a second refund.
 */
export type StripeRefundRequest = {
  idempotency_key: string
  payment_intent: string
  /** Minor units of `currency` (which is not sent: Stripe knows the intent's). */
  amount: number
  currency: string
  metadata: Record<string, string>
}

/** The request's parameters, always built in the same order (Stripe compares a replay's body). */
export function refundParams(request: StripeRefundRequest): Stripe.RefundCreateParams {
  return {
    payment_intent: request.payment_intent,
    amount: request.amount,
    // Sorted: the request comes back from a jsonb column (payment data), which keeps no key order.
    metadata: Object.fromEntries(
      Object.entries(request.metadata).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  }
}

/** Makes the refund, or gets the one made before under the same key. */
export function createStripeRefund(stripe: Stripe, request: StripeRefundRequest) {
  return stripe.refunds.create(refundParams(request), {
    idempotencyKey: request.idempotency_key,
  })
}

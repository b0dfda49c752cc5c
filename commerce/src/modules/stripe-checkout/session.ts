import type { PaymentSessionStatus as SessionStatus } from "@medusajs/framework/types"
import { PaymentSessionStatus } from "@medusajs/framework/utils"
import type Stripe from "stripe"
import type { StripeCheckoutData } from "./types"

/**
 * When a new Checkout Session expires: 31 to 36 minutes from now. Stripe wants
 * at least 30 (the extra minute absorbs clock skew), and a retry with the same
 * idempotency key must send the same parameters, so the time is counted from
 * the start of the current 5-minute window rather than from this instant.
 */
export function sessionExpiry(nowMs = Date.now()) {
  const windowStart = Math.floor(nowMs / 1000 / 300) * 300
  return windowStart + 36 * 60
}

/**
 * Medusa's view of a Checkout Session, read from its PaymentIntent: an
 * authorisation waiting for capture is `authorized`, a declined attempt on an
 * open session is still `pending` (the traveller can try another card).
 */
export function sessionStatus(session: Stripe.Checkout.Session): SessionStatus {
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null
  switch (intent?.status) {
    case "requires_capture":
      return PaymentSessionStatus.AUTHORIZED
    case "succeeded":
      return PaymentSessionStatus.CAPTURED
    case "canceled":
      return PaymentSessionStatus.CANCELED
    case "processing":
      return PaymentSessionStatus.PENDING_AUTHORIZATION
    case "requires_action":
      return PaymentSessionStatus.REQUIRES_MORE
  }
  if (session.status === "expired") return PaymentSessionStatus.CANCELED
  return PaymentSessionStatus.PENDING
}

/** The only fields of a Checkout Session kept in Medusa (and seen by the browser). */
export function sessionData(
  session: Stripe.Checkout.Session,
): StripeCheckoutData & Record<string, unknown> {
  const intent = session.payment_intent
  return {
    id: session.id,
    url: session.url ?? null,
    expires_at: session.expires_at,
    payment_intent: typeof intent === "string" ? intent : (intent?.id ?? null),
  }
}

/** A payment session's data as the provider wrote it. */
export function asData(data: Record<string, unknown> | undefined): Partial<StripeCheckoutData> {
  return (data ?? {}) as Partial<StripeCheckoutData>
}

/** The session data Medusa keeps, without what a capture or refund added to it. */
export function stripData(data: Partial<StripeCheckoutData>): Record<string, unknown> {
  const { amount_to_capture: _captured, refund_request: _refund, ...rest } = data
  return {
    id: rest.id,
    url: rest.url ?? null,
    expires_at: rest.expires_at,
    payment_intent: rest.payment_intent ?? null,
  }
}

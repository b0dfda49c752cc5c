import type Stripe from "stripe"

/** The Stripe events /hooks/stripe acts on; any other type is refused with 422. */
export const HANDLED_STRIPE_EVENTS = new Set<string>([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "payment_intent.canceled",
  "charge.refunded",
])

export type StripeEventTarget = { object_id: string; checkout_session_id: string | null }

/**
 * What an event is about: the Checkout Session for `checkout.session.*`, the
 * PaymentIntent for `payment_intent.*` and `charge.*`. Only ids are taken
 * from the event; the state is always read again from Stripe.
 */
export function stripeEventTarget(event: Stripe.Event): StripeEventTarget | null {
  const object = event.data?.object as
    { id?: unknown; object?: unknown; payment_intent?: unknown } | undefined
  if (!object || typeof object.id !== "string") return null
  if (object.object === "checkout.session")
    return { object_id: object.id, checkout_session_id: object.id }
  if (object.object === "payment_intent") return { object_id: object.id, checkout_session_id: null }
  if (object.object === "charge" && typeof object.payment_intent === "string") {
    return { object_id: object.payment_intent, checkout_session_id: null }
  }
  return null
}

import type Stripe from "stripe"

/** A Checkout Session and its PaymentIntent as Stripe reports them now. */
export type CheckoutSnapshot = {
  id: string
  /** The cart it pays for; null for a payment link, which names its order instead. */
  cart_id: string | null
  order_id: string | null
  payment_session_id: string | null
  session_status: Stripe.Checkout.Session.Status | null
  intent_id: string | null
  intent_status: Stripe.PaymentIntent.Status | null
  /** Why the last try to pay failed (`card_declined`, ...), while the traveller may try again. */
  intent_error: string | null
  amount_total: number
  amount_received: number
  currency: string
}

/** What a Checkout Session and its expanded PaymentIntent say, as a CheckoutSnapshot. */
export function snapshot(session: Stripe.Checkout.Session): CheckoutSnapshot {
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null
  const orderId = (session.metadata?.order_id as string | undefined) ?? null
  return {
    id: session.id,
    cart_id: orderId ? null : (session.client_reference_id ?? null),
    order_id: orderId,
    payment_session_id: (session.metadata?.payment_session_id as string | undefined) ?? null,
    session_status: session.status,
    intent_id:
      intent?.id ?? (typeof session.payment_intent === "string" ? session.payment_intent : null),
    intent_status: intent?.status ?? null,
    intent_error: intent?.last_payment_error?.code ?? null,
    amount_total: session.amount_total ?? 0,
    amount_received: intent?.amount_received ?? 0,
    currency: session.currency ?? "",
  }
}

import type { CheckoutSnapshot } from "./checkout-snapshot"

/**
 * Where a card payment ended: `success` (order placed, amount captured),
 * `partial` (order of the bookings that could still be booked, only their
 * amount captured, the rest released; the others in the order's
 * `failed_bookings`), `unsuccessful` (no order; the authorisation released, or refunded if it had
 * been captured), `pending` (not paid yet), `expired` (never paid, or
 * released), `ignored` (not a cart's Checkout Session).
 */
export type CardPaymentOutcome = {
  outcome: "success" | "partial" | "unsuccessful" | "pending" | "expired" | "ignored"
  cart_id: string | null
  order_id: string | null
  reason?: string
}

/** What Stripe's state of a cart's Checkout Session asks of the settlement, before any order. */
export type CardPaymentState = {
  /** Authorised (to capture) or captured: the money is there. */
  paid: boolean
  authorised: boolean
  /** Paid, and the cart exists and still pays with this Checkout Session: an order may be placed. */
  placeable: boolean
  /** The outcome decided already (not paid, or paid by a session the cart no longer uses). */
  decided: CardPaymentOutcome | null
}

/**
 * Reads Stripe's state against the cart: not paid (expired, or still
 * pending, with the declined card's reason), paid by a Checkout Session the
 * cart no longer uses (replaced by a newer one: its money goes back), or
 * placeable.
 */
export function cardPaymentState(
  snap: CheckoutSnapshot,
  cart: { order_id: string | null; current: boolean; exists: boolean },
): CardPaymentState {
  const base = { cart_id: snap.cart_id, order_id: cart.order_id }
  const authorised = snap.intent_status === "requires_capture"
  const paid = authorised || snap.intent_status === "succeeded"
  if (!paid) {
    const expired = snap.intent_status === "canceled" || snap.session_status === "expired"
    const decided: CardPaymentOutcome = expired
      ? { ...base, outcome: "expired" }
      : // A declined card leaves the page open for another card: still pending, with the reason.
        { ...base, outcome: "pending", ...(snap.intent_error ? { reason: snap.intent_error } : {}) }
    return { paid, authorised, placeable: false, decided }
  }
  if (!cart.exists || !cart.current) {
    return {
      paid,
      authorised,
      placeable: false,
      decided: { ...base, outcome: "unsuccessful", reason: "session_replaced" },
    }
  }
  return { paid, authorised, placeable: true, decided: null }
}

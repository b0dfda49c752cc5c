import type { CardOutcome } from "./card-payment-actions"

/** Where an outcome sends the traveller; null while it is not decided. */
export function outcomeTarget(
  result: CardOutcome,
  urls: { successUrl: string; errorUrl: string },
): string | null {
  if ((result.outcome === "success" || result.outcome === "partial") && result.order_id) {
    return `${urls.successUrl}?order_id=${encodeURIComponent(result.order_id)}`
  }
  // A cart's card paid after the cart had become an order (pay later, or another card tab): that
  // order stands and this payment goes back, so the traveller sees their booking, not a failure.
  // (A payment link's outcome has no cart: one refunded because its order was cancelled is a failure.)
  if (
    (result.outcome === "unsuccessful" || result.outcome === "expired") &&
    result.cart_id &&
    result.order_id
  ) {
    return `${urls.successUrl}?order_id=${encodeURIComponent(result.order_id)}&payment=released`
  }
  if (result.outcome === "unsuccessful") return `${urls.errorUrl}?reason=unsuccessful`
  if (result.outcome === "expired" || result.outcome === "ignored")
    return `${urls.errorUrl}?reason=payment_failed`
  if (result.outcome === "pending" && result.reason) return `${urls.errorUrl}?reason=payment_failed`
  return null
}

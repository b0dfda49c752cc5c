/**
 * The order's lock: every lifecycle transition of an order takes it, and so
 * does the settlement of its payment link (the same key), so a link paid
 * while an operator cancels is settled before or after, never between.
 */
export const orderLock = (orderId: string) => ({
  key: `card-payment:${orderId}`,
  timeout: 30,
  ttl: 120,
})

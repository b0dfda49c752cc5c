/*
 * Field lists of `query.graph` reads of payments (`entity: "payment"`) and payment collections
 * (`entity: "payment_collection"`), once each and named by use, as orders.ts does for orders.
 * `query-config.test.ts` fails on a read that writes its list out again.
 */

/** The order a payment belongs to (through its payment collection). */
export const PAYMENT_ORDER_FIELDS = ["id", "payment_collection.order.id"]

/** A payment's amount and its order: what a capture at the desk may take. */
export const PAYMENT_CAPTURE_FIELDS = [...PAYMENT_ORDER_FIELDS, "amount"]

/** A payment after a refund, in Medusa's admin payment shape: its amount, capture and refunds. */
export const ADMIN_REFUNDED_PAYMENT_FIELDS = [
  "id",
  "amount",
  "currency_code",
  "captured_at",
  "refunds.id",
  "refunds.amount",
  "refunds.refund_reason_id",
]

/** A payment collection's sessions: provider, status and the Checkout Session they keep. */
export const PAYMENT_COLLECTION_SESSION_FIELDS = [
  "id",
  "payment_sessions.id",
  "payment_sessions.provider_id",
  "payment_sessions.status",
  "payment_sessions.data",
  "payment_sessions.context",
]

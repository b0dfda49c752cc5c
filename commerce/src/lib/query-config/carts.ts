/*
 * Field lists of `query.graph` reads of carts (`entity: "cart"`) and of the cart's link to its
 * order (`entity: "order_cart"`), once each and named by use, as orders.ts does for orders.
 * `query-config.test.ts` fails on a read that writes its list out again.
 */

/** Whether a cart exists. */
export const CART_ID_FIELDS = ["id"]

/** A cart's own metadata (its locale, an offer's line, the codes the policy took off). */
export const CART_METADATA_FIELDS = ["id", "metadata"]

/** Whether a cart is still open: completed or not, and its e-mail. */
export const CART_OPEN_FIELDS = ["id", "email", "completed_at"]

/** The order a cart became (the link Medusa's completion writes). */
export const CART_ORDER_LINK_FIELDS = ["order_id"]

/** A cart's promo codes. */
export const CART_CODE_FIELDS = ["id", "promotions.code"]

/** The cart as the promotion policy reads it (lib/promo-policy.ts `PolicyCart`), with its codes and notices. */
export const POLICY_CART_FIELDS = [
  "id",
  "currency_code",
  "email",
  "completed_at",
  "original_item_total",
  "promotions.code",
  "metadata",
]

/** Each line's metadata: which hold, offer or names a line carries. */
export const CART_LINE_METADATA_FIELDS = ["id", "items.id", "items.metadata"]

/** The booking lines checked against their holds (lib/booking-lines.ts). */
export const CART_BOOKING_LINE_FIELDS = [
  ...CART_LINE_METADATA_FIELDS,
  "items.variant_id",
  "items.quantity",
]

/** The lines whose price was set by a combo, which a region change would reprice. */
export const CART_CUSTOM_PRICE_LINE_FIELDS = ["id", "items.is_custom_price", "items.metadata"]

/** The lines as their names are written in the order's language (lib/line-names.ts). */
export const CART_LINE_NAME_FIELDS = [
  ...CART_LINE_METADATA_FIELDS,
  "items.product_id",
  "items.title",
  "items.product_title",
  "items.variant_title",
  "items.subtitle",
]

/** The cart checked before paying (lib/cart-check.ts): its total and each line's price and hold. */
export const CART_CHECK_FIELDS = [
  "id",
  "currency_code",
  "region_id",
  "total",
  "items.id",
  "items.variant_id",
  "items.quantity",
  "items.unit_price",
  "items.metadata",
]

/** A cart as the booking routes answer it (api/store/carts/cart-response.ts). */
export const BOOKING_CART_FIELDS = [
  "id",
  "email",
  "currency_code",
  "region_id",
  "total",
  "subtotal",
  "item_total",
  "original_item_total",
  "discount_total",
  "promotions.code",
  "items.id",
  "items.title",
  "items.variant_id",
  "items.variant_title",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "items.metadata",
]

/** The lines whose seats were lost while paying, with the totals the traveller is told. */
export const CART_LOST_LINE_FIELDS = [
  "id",
  "total",
  "metadata",
  "items.id",
  "items.product_title",
  "items.variant_title",
  "items.total",
  "items.metadata",
]

/** A cart's payment collection, if it has one. */
export const CART_PAYMENT_COLLECTION_FIELDS = ["id", "payment_collection.id"]

/** What a card checkout is built from: the cart's total, lines and payment collection. */
export const CARD_CHECKOUT_CART_FIELDS = [
  "id",
  "email",
  "currency_code",
  "total",
  "completed_at",
  "items.id",
  "items.product_title",
  "items.variant_title",
  "items.quantity",
  "items.total",
  "items.metadata",
  "payment_collection.id",
]

/** Whether the payment chosen is still current: the cart's total and its sessions' statuses. */
export const CART_PAYMENT_STATE_FIELDS = [
  ...CART_PAYMENT_COLLECTION_FIELDS,
  "total",
  "payment_collection.payment_sessions.status",
]

/** The cart's card payments, as the settlement captures one. */
export const CART_PAYMENTS_FIELDS = [
  "payment_collection.payments.id",
  "payment_collection.payments.provider_id",
  "payment_collection.payments.captured_at",
  "payment_collection.payments.canceled_at",
  "payment_collection.payments.data",
  "payment_collection.payments.captures.id",
]

/** The cart's payment sessions: which provider, and the Checkout Session in their data. */
export const CART_PAYMENT_SESSION_FIELDS = [
  "id",
  "completed_at",
  "payment_collection.payment_sessions.provider_id",
  "payment_collection.payment_sessions.data",
]

/** The cart a card payment settles: its order (once placed) and which sessions it pays with. */
export const CARD_SETTLEMENT_CART_FIELDS = [
  "id",
  "order.id",
  "payment_collection.payment_sessions.id",
  "payment_collection.payment_sessions.data",
]

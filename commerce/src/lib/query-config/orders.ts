/*
 * Field lists of `query.graph({ entity: "order" })` reads, once each and named by use (as Medusa
 * core keeps a resource's lists in its query-config.ts). Here, in lib/, so routes, workflow steps
 * and subscribers can all import them. A read that needs one more field spreads a list and adds
 * it; `query-config.test.ts` fails on an order read that writes its list out again.
 */

/** The order fields `greetingName` reads (lib/greeting-name.ts): the lead guest's and the account's first name. */
export const GREETING_FIELDS = ["billing_address.first_name", "customer.first_name"]

/** An e-mail about an order: to whom, in which language (`metadata.locale`), the greeting's name, its number. */
export const ORDER_MAIL_FIELDS = ["id", "display_id", "email", "metadata", ...GREETING_FIELDS]

/** An e-mail that states the order's total (confirmation, reservation received, a voucher resent). */
export const ORDER_TOTAL_MAIL_FIELDS = [...ORDER_MAIL_FIELDS, "currency_code", "total"]

/** The confirmation e-mail: its total, the account's settings and how it was paid. */
export const ORDER_CONFIRMATION_MAIL_FIELDS = [
  ...ORDER_TOTAL_MAIL_FIELDS,
  "customer.metadata",
  "payment_collections.payment_sessions.provider_id",
]

/** The order a cart just became, as the storefront's completion answers it. */
export const STORE_PLACED_ORDER_FIELDS = ["id", "display_id", "email", "currency_code", "total"]

/** Whose an order is: its customer (with or without an account) and its e-mail. */
export const ORDER_OWNER_FIELDS = ["id", "customer_id", "email", "customer.has_account"]

/** An order's own metadata (the card payment's outcome, the locale, the reviewer's order). */
export const ORDER_METADATA_FIELDS = ["id", "metadata"]

/** Each line's metadata: which hold, offer or names a line carries. */
export const ORDER_LINE_METADATA_FIELDS = ["id", "items.metadata"]

/** The order fields `orderMoney` reads (lib/order-money.ts): its status, captures and refunds. */
export const ORDER_MONEY_FIELDS = [
  "status",
  "payment_collections.payments.id",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.refunds.amount",
]

/** The order's money state only (`orderMoney`, lib/order-money.ts). */
export const ORDER_STATE_FIELDS = ["id", ...ORDER_MONEY_FIELDS]

/** The lead guest's name and phone, as the admin's lists show whom to call. */
export const ORDER_CONTACT_FIELDS = [
  "id",
  "display_id",
  "email",
  "billing_address.first_name",
  "billing_address.last_name",
  "billing_address.phone",
]

/** An order in the traveller's account: number, date, total and money state. */
export const ACCOUNT_ORDER_FIELDS = [
  "id",
  "display_id",
  "created_at",
  "total",
  "currency_code",
  ...ORDER_MONEY_FIELDS,
]

/** An order's answer to an admin lifecycle action (cancel), in Medusa's admin order shape. */
export const ADMIN_LIFECYCLE_ORDER_FIELDS = [
  "id",
  "display_id",
  "status",
  "email",
  "currency_code",
  "total",
  "payment_status",
  "fulfillment_status",
]

/** An order of the pay-later list: whom to call, what it costs, its money state. */
export const PAY_LATER_ORDER_FIELDS = [
  ...ORDER_CONTACT_FIELDS,
  "total",
  "currency_code",
  "created_at",
  "metadata",
  ...ORDER_MONEY_FIELDS,
]

/** A pay-later order being settled at the desk: its total, greeting and money state. */
export const PAY_LATER_SETTLE_FIELDS = [
  "id",
  "display_id",
  "email",
  "total",
  "currency_code",
  "billing_address.first_name",
  ...ORDER_MONEY_FIELDS,
]

/** The departure manifest's order: whom to call and whether it is paid. */
export const MANIFEST_ORDER_FIELDS = [...ORDER_CONTACT_FIELDS, ...ORDER_MONEY_FIELDS]

/** The booking desk's order: whom to call, its status and metadata. */
export const DESK_ORDER_FIELDS = [...ORDER_CONTACT_FIELDS, "status", "metadata"]

/** The order's refunds as the desk's history shows them (Medusa's own records: amount, who, when). */
export const ORDER_REFUND_HISTORY_FIELDS = [
  "currency_code",
  "payment_collections.payments.refunds.id",
  "payment_collections.payments.refunds.amount",
  "payment_collections.payments.refunds.note",
  "payment_collections.payments.refunds.created_by",
  "payment_collections.payments.refunds.created_at",
]

/** The order's lines with their totals (item totals are computed only when the order total is asked for too). */
export const ORDER_LINE_TOTAL_FIELDS = ["id", "total", "items.total", "items.metadata"]

/** What a booking change's money reads: the lines' totals and what the payments captured and refunded. */
export const ORDER_CHANGE_MONEY_FIELDS = [
  ...ORDER_LINE_TOTAL_FIELDS,
  "payment_collections.payments.id",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.refunds.amount",
]

/** The e-mail of a booking change: to whom, the greeting's name and the new total. */
export const CHANGE_MAIL_ORDER_FIELDS = ["email", ...GREETING_FIELDS, "total", "items.total"]

/** What a booking change plans from: the order's lines, their prices and promotions, its version. */
export const ORDER_CHANGE_PLAN_FIELDS = [
  "id",
  "display_id",
  "status",
  "email",
  "currency_code",
  "region_id",
  "customer_id",
  "metadata",
  "version",
  "total",
  "items.id",
  "items.variant_id",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "items.is_discountable",
  "items.metadata",
  "items.adjustments.id",
  "items.adjustments.amount",
  "items.adjustments.code",
  "items.adjustments.promotion_id",
]

/** What a refund is planned from: each payment, what it captured and what was refunded, and how. */
export const ORDER_REFUND_PLAN_FIELDS = [
  "id",
  "currency_code",
  "metadata",
  "payment_collections.payments.id",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.created_at",
  "payment_collections.payments.data",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.refunds.amount",
  "payment_collections.payments.refunds.metadata",
]

/** What a payment link's balance reads: the order's lines, greeting and every payment's state. */
export const ORDER_LINK_BALANCE_FIELDS = [
  "id",
  "display_id",
  "status",
  "email",
  "currency_code",
  "metadata",
  "billing_address.first_name",
  "total",
  "items.total",
  "items.metadata",
  "payment_collections.payments.id",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.amount",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.canceled_at",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.refunds.amount",
]

/** What a traveller's cancellation is planned from: the booking's lines, greeting and each payment. */
export const ORDER_CANCELLATION_FIELDS = [
  "id",
  "email",
  "currency_code",
  "metadata",
  "customer.first_name",
  // Item totals are computed only when an order total is asked for too.
  "total",
  "items.total",
  "items.metadata",
  "payment_collections.payments.id",
  "payment_collections.payments.amount",
  "payment_collections.payments.captured_at",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.captures.amount",
]

/** The order's customer id only: whether a booking is the signed-in customer's. */
export const ORDER_CUSTOMER_FIELDS = ["customer_id"]

/** The order's lines' promotion adjustments and its version, as a booking change rewrites them. */
export const ORDER_LINE_ADJUSTMENT_FIELDS = [
  "id",
  "version",
  "items.id",
  "items.adjustments.id",
  "items.adjustments.amount",
  "items.adjustments.code",
  "items.adjustments.promotion_id",
  "items.adjustments.description",
  "items.adjustments.is_tax_inclusive",
]

/** What restating an order's lines reads: each line's total and names, credit lines and payments. */
export const ORDER_RESTATE_FIELDS = [
  "id",
  "metadata",
  // Item totals are computed only when an order total is asked for too.
  "total",
  "items.id",
  "items.title",
  "items.total",
  "items.metadata",
  "credit_lines.amount",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.refunds.amount",
]

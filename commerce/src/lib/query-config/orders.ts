import { GREETING_FIELDS } from "../greeting-name"

/*
 * Field lists of `query.graph({ entity: "order" })` reads, once each (as Medusa core keeps a
 * resource's lists in its query-config.ts). Here, in lib/, so routes, workflow steps and
 * subscribers can all import them.
 */

/** An e-mail about an order: to whom, in which language (`metadata.locale`), the greeting's name, its number. */
export const ORDER_MAIL_FIELDS = ["id", "display_id", "email", "metadata", ...GREETING_FIELDS]

/** An e-mail that states the order's total (confirmation, reservation received, a voucher resent). */
export const ORDER_TOTAL_MAIL_FIELDS = [...ORDER_MAIL_FIELDS, "currency_code", "total"]

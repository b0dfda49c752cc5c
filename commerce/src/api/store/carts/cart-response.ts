import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, decorateCartTotals } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { Locale } from "../../../lib/i18n/messages"
import { promoRemovedOf } from "../../../lib/promo-policy"

/** Fields of a cart as the booking routes return it. */
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

/** The live rows of a cart's table (`alias`), each with all its columns (raw amounts included), and `extra` merged in. */
const rows = (table: string, alias: string, where: string, extra = "") =>
  `(SELECT COALESCE(jsonb_agg(to_jsonb(${alias})${extra}), '[]') FROM ${table} ${alias} WHERE ${where} AND ${alias}.deleted_at IS NULL)`
/** A line (an item `i` or a shipping method `s`) with its tax lines and adjustments. */
const taxesAndAdjustments = (line: "item" | "shipping_method", alias: string) =>
  ` || jsonb_build_object('tax_lines', ${rows(`cart_${line === "item" ? "line_item" : line}_tax_line`, "t", `t.${line}_id = ${alias}.id`)},
                          'adjustments', ${rows(`cart_${line === "item" ? "line_item" : line}_adjustment`, "a", `a.${line}_id = ${alias}.id`)})`

/**
 * The cart and everything its totals are computed from (lines with their tax
 * lines and adjustments, shipping methods with theirs, credit lines), its
 * promotions' codes and its metadata, in one statement: what Medusa's query
 * graph of the cart reads with eight.
 */
const CART_WITH_TOTALS_INPUTS = `
  SELECT c.id, c.email, c.currency_code, c.region_id, c.metadata,
         ${rows("cart_line_item", "i", "i.cart_id = c.id", taxesAndAdjustments("item", "i"))} AS items,
         ${rows("cart_shipping_method", "s", "s.cart_id = c.id", taxesAndAdjustments("shipping_method", "s"))} AS shipping_methods,
         ${rows("credit_line", "x", "x.cart_id = c.id")} AS credit_lines,
         (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', p.id, 'code', p.code)), '[]')
            FROM cart_promotion l JOIN promotion p ON p.id = l.promotion_id AND p.deleted_at IS NULL
           WHERE l.cart_id = c.id AND l.deleted_at IS NULL) AS promotions
    FROM cart c
   WHERE c.id = ? AND c.deleted_at IS NULL`

type Line = Record<string, unknown> & { id: string }
type CartRow = {
  id: string
  email: string | null
  currency_code: string
  region_id: string | null
  metadata: Record<string, unknown> | null
  items: Line[]
  shipping_methods: Line[]
  credit_lines: Line[]
  promotions: { id: string; code: string | null }[]
}

/** A BigNumber (or a plain value) as the JSON answer carries it. */
const json = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as number | null

/**
 * The cart after a booking change, for the response, with the promo codes
 * the change took off it (`promo_removed`: code, reason, message in `locale`).
 * Its fields are BOOKING_CART_FIELDS, with the totals Medusa's cart module
 * computes (`decorateCartTotals`, on the same rows), from one statement.
 */
export async function bookingCart(
  container: MedusaContainer,
  cartId: string,
  locale: Locale = "es",
) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex
  const { rows: found } = await pg.raw(CART_WITH_TOTALS_INPUTS, [cartId])
  const row = found[0] as CartRow | undefined
  if (!row) return undefined
  const { metadata, promotions, ...inputs } = row
  const cart = decorateCartTotals(inputs as never) as unknown as Record<string, unknown> & {
    items: Line[]
  }
  return {
    id: row.id,
    email: row.email,
    currency_code: row.currency_code,
    region_id: row.region_id,
    total: json(cart.total),
    subtotal: json(cart.subtotal),
    item_total: json(cart.item_total),
    original_item_total: json(cart.original_item_total),
    discount_total: json(cart.discount_total),
    promotions: promotions.map(({ id, code }) => ({ id, code })),
    items: cart.items.map((item) => ({
      id: item.id,
      title: item.title,
      variant_id: item.variant_id,
      variant_title: item.variant_title,
      quantity: json(item.quantity),
      unit_price: json(item.unit_price),
      total: json(item.total),
      metadata: item.metadata,
    })),
    promo_removed: promoRemovedOf(metadata, locale),
  }
}

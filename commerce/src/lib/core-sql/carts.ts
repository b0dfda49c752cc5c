import type { MedusaContainer } from "@medusajs/framework/types"
import { pgOf } from "./pg"

/** What adding a booking needs to know about a cart, read in one statement. */
export type OpenCartFacts = {
  id: string
  email: string | null
  completed_at: Date | null
  currency_code: string
  region_id: string | null
  customer_id: string | null
  /** Already an order (the order-cart link exists). */
  ordered: boolean
  /**
   * Something Medusa's cart refresh would recompute when a line joins:
   * promo codes, automatic promotions, a payment collection, shipping
   * methods or an address (taxes). Without any of these a new line changes
   * nothing but the totals, which are computed on read.
   */
  needs_refresh: boolean
}

/**
 * The cart facts of the add-booking hot path in one round trip (cart,
 * order link, promotion, payment and shipping links), instead of Medusa's
 * module-by-module reads. Undefined for an unknown or deleted cart.
 */
export async function openCartFacts(
  container: MedusaContainer,
  cartId: string,
): Promise<OpenCartFacts | undefined> {
  const { rows } = await pgOf(container).raw(
    `SELECT c.id, c.email, c.completed_at, c.currency_code, c.region_id, c.customer_id,
            EXISTS (SELECT 1 FROM order_cart x WHERE x.cart_id = c.id AND x.deleted_at IS NULL) AS ordered,
            (c.shipping_address_id IS NOT NULL
             OR EXISTS (SELECT 1 FROM cart_promotion x WHERE x.cart_id = c.id AND x.deleted_at IS NULL)
             OR EXISTS (SELECT 1 FROM cart_payment_collection x WHERE x.cart_id = c.id AND x.deleted_at IS NULL)
             OR EXISTS (SELECT 1 FROM cart_shipping_method x WHERE x.cart_id = c.id AND x.deleted_at IS NULL)
             OR EXISTS (SELECT 1 FROM promotion p
                         WHERE p.is_automatic AND p.status = 'active' AND p.deleted_at IS NULL)) AS needs_refresh
       FROM cart c
      WHERE c.id = ? AND c.deleted_at IS NULL`,
    [cartId],
  )
  return rows[0] as OpenCartFacts | undefined
}

/**
 * A live cart's id, its e-mail (trimmed, lower-cased, null when empty) and whether a metadata key
 * holds a string (a custom offer's lock), as a SELECT to use as a CTE. Parameters: the metadata
 * key, the cart id.
 */
export const CART_FOR_ADDING = `SELECT id, NULLIF(lower(trim(email)), '') AS email,
              COALESCE(jsonb_typeof(metadata -> ?::text) = 'string', false) AS locked
         FROM cart WHERE id = ? AND deleted_at IS NULL`

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
/** A cart with the rows Medusa's `decorateCartTotals` computes its totals from. */
export type CartTotalsInputs = {
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

/** A live cart with its totals' inputs (see CART_WITH_TOTALS_INPUTS); undefined when there is none. */
export async function cartTotalsInputs(
  container: MedusaContainer,
  cartId: string,
): Promise<CartTotalsInputs | undefined> {
  const { rows: found } = await pgOf(container).raw(CART_WITH_TOTALS_INPUTS, [cartId])
  return found[0] as CartTotalsInputs | undefined
}

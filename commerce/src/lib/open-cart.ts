import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

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
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex
  const { rows } = await pg.raw(
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

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/**
 * Whether the cart, named by its id or by its payment collection's, already
 * became an order (completed, or linked to an order). Undefined when no cart
 * matches. One statement on Medusa's cart tables.
 */
export async function cartAlreadyOrdered(
  container: MedusaContainer,
  by: { cart_id: string } | { payment_collection_id: string },
): Promise<boolean | undefined> {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex
  const cart =
    "cart_id" in by
      ? pg.raw("SELECT ?::text AS id", [by.cart_id])
      : pg.raw(
          `SELECT cart_id AS id FROM cart_payment_collection WHERE payment_collection_id = ? AND deleted_at IS NULL LIMIT 1`,
          [by.payment_collection_id],
        )
  const { rows } = await pg.raw(
    `SELECT c.completed_at IS NOT NULL
            OR EXISTS (SELECT 1 FROM order_cart x WHERE x.cart_id = c.id AND x.deleted_at IS NULL) AS ordered
       FROM cart c WHERE c.id = (${cart.toQuery()}) AND c.deleted_at IS NULL`,
  )
  return rows[0]?.ordered as boolean | undefined
}

/** The cart a payment collection pays for (a payment link's collection has none). One statement. */
export async function cartOfPaymentCollection(
  container: MedusaContainer,
  paymentCollectionId: string,
): Promise<string | undefined> {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex
  const { rows } = await pg.raw(
    `SELECT cart_id FROM cart_payment_collection WHERE payment_collection_id = ? AND deleted_at IS NULL LIMIT 1`,
    [paymentCollectionId],
  )
  return rows[0]?.cart_id as string | undefined
}

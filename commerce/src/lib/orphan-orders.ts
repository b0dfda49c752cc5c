import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CART_ORDER_LINK_FIELDS } from "./query-config/carts"

/**
 * Orders a completion created without their cart. Medusa's
 * `completeCartWorkflow` commits the order in one step and links it to its
 * cart (and marks the cart completed) in a later one; a process killed in
 * between leaves an order no cart points to, so nothing that looks orders up
 * by their cart finds it, and a retried checkout would place a second one.
 * Its booking lines still name the cart's holds (`metadata.hold_id`, indexed
 * by the booking module's migration), which is how it is found
 * (`findUnlinkedCartOrders` in core-sql/orders.ts).
 */

/**
 * Finishes what the dead completion did not: links the order to its cart and
 * marks the cart completed, so every lookup by cart finds this one order.
 * Only when the cart has no order yet (the caller holds the cart's lock);
 * returns whether the order is now the cart's.
 */
export async function adoptCartOrder(
  container: MedusaContainer,
  input: { order_id: string; cart_id: string },
): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order_cart",
    fields: CART_ORDER_LINK_FIELDS,
    filters: { cart_id: input.cart_id },
  })
  const current = (data as { order_id?: string }[]).map((l) => l.order_id).filter(Boolean)
  if (current.includes(input.order_id)) return true
  if (current.length) return false
  await container.resolve(ContainerRegistrationKeys.LINK).create({
    [Modules.ORDER]: { order_id: input.order_id },
    [Modules.CART]: { cart_id: input.cart_id },
  })
  const carts = container.resolve(Modules.CART)
  const cart = await carts.retrieveCart(input.cart_id, { select: ["id", "completed_at"] })
  if (!cart.completed_at) await carts.updateCarts([{ id: input.cart_id, completed_at: new Date() }])
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .warn(`Order ${input.order_id} had lost its cart ${input.cart_id} in a crash: linked again`)
  return true
}

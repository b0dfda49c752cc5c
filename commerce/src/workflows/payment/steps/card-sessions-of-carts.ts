import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CARD_PROVIDER_ID } from "../../../modules/stripe-checkout/types"
import { CART_PAYMENT_SESSION_FIELDS } from "../../../lib/query-config/carts"

/** The Checkout Session ids of these carts' card payment sessions. */
export async function cardSessionsOfCarts(container: MedusaContainer, cartIds: string[]) {
  if (cartIds.length === 0) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_PAYMENT_SESSION_FIELDS,
    filters: { id: cartIds },
  })
  const found: { cart_id: string; checkout_session_id: string }[] = []
  for (const cart of data as any[]) {
    for (const session of cart.payment_collection?.payment_sessions ?? []) {
      const id = session?.data?.id
      if (session?.provider_id === CARD_PROVIDER_ID && typeof id === "string")
        found.push({ cart_id: cart.id, checkout_session_id: id })
    }
  }
  return found
}

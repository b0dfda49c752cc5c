import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CARD_SETTLEMENT_CART_FIELDS } from "../../../lib/query-config/carts"

type CartRow = {
  id: string
  order?: { id: string } | null
  payment_collection?: {
    payment_sessions?: { id: string; data?: Record<string, unknown> | null }[] | null
  } | null
}

/**
 * The cart a card payment is for, read under its settlement lock: whether it
 * exists, its order (when one was placed already) and whether it still pays
 * with this Checkout Session (a newer one replaces it).
 */
export const readCardCartStep = createStep(
  "read-card-cart",
  async (input: { cart_id: string; checkout_session_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: CARD_SETTLEMENT_CART_FIELDS,
      filters: { id: input.cart_id },
    })
    const cart = data[0] as CartRow | undefined
    return new StepResponse({
      exists: !!cart,
      order_id: cart?.order?.id ?? null,
      current: !!cart?.payment_collection?.payment_sessions?.some(
        (s) => s.data?.id === input.checkout_session_id,
      ),
    })
  },
)

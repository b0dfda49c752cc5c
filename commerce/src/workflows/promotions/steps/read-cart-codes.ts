import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CART_CODE_FIELDS } from "../../../lib/query-config/carts"

/** The promo codes a cart holds now: read before a change that may drop them (every line rewritten). */
export const readCartCodesStep = createStep(
  "read-cart-codes",
  async (input: { cart_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: CART_CODE_FIELDS,
      filters: { id: input.cart_id },
    })
    const cart = data[0] as { promotions?: ({ code?: string | null } | null)[] | null } | undefined
    return new StepResponse(
      (cart?.promotions ?? []).map((p) => p?.code).filter((c): c is string => Boolean(c)),
    )
  },
)

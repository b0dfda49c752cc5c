import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { judgeCartCodes, type PolicyCart, type PromoRemoval } from "../../../lib/promo-policy"
import { POLICY_CART_FIELDS } from "../../../lib/query-config/carts"

export type JudgeCartCodesInput = { cart_id: string; codes?: string[] }
export type JudgeCartCodesOutput = { kept: string[]; removed: PromoRemoval[] }

/**
 * Judges codes (the cart's own when none are given) against the cart as it
 * stands, under the promotion policy: which stay, which go and why.
 */
export const judgeCartCodesStep = createStep(
  "judge-cart-codes",
  async (
    input: JudgeCartCodesInput,
    { container },
  ): Promise<StepResponse<JudgeCartCodesOutput>> => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: POLICY_CART_FIELDS,
      filters: { id: input.cart_id },
    })
    type Cart = PolicyCart & {
      completed_at?: unknown
      promotions?: ({ code?: string | null } | null)[] | null
    }
    const cart = data[0] as Cart | undefined
    if (!cart || cart.completed_at) return new StepResponse({ kept: [], removed: [] })
    const codes =
      input.codes ??
      (cart.promotions ?? []).map((p) => p?.code).filter((c): c is string => Boolean(c))
    return new StepResponse(await judgeCartCodes(container, cart, codes))
  },
)

import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { pickLocale, type Locale } from "../../lib/i18n/messages"
import { nameCartLines } from "../../lib/line-names"
import { CART_METADATA_FIELDS } from "../../lib/query-config/carts"

/**
 * Names a cart's booking lines in `locale`, or in the cart's own language
 * (`metadata.locale`, the order's once placed) when none is given. Only
 * names change (never a price or quantity), so nothing is compensated: a
 * cart that is not placed after all keeps lines named in its language.
 */
export const nameCartLinesStep = createStep(
  "name-cart-lines",
  async (input: { cart_id: string; locale?: Locale }, { container }) => {
    let locale = input.locale
    if (!locale) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "cart",
        fields: CART_METADATA_FIELDS,
        filters: { id: input.cart_id },
      })
      locale = pickLocale(
        String((data[0]?.metadata as Record<string, unknown> | null)?.locale ?? "es"),
      )
    }
    return new StepResponse(await nameCartLines(container, input.cart_id, locale))
  },
)

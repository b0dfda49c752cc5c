import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { createPaymentCollectionForCartWorkflow } from "@medusajs/medusa/core-flows"
import { bookingLines, type CartLine } from "../../../lib/card-checkout-lines"
import type { CardCheckoutContextType } from "../../../modules/stripe-checkout/types"

export type BuildCardCheckoutInput = { cart_id: string; locale: "es" | "en"; site_url: string }

type Cart = {
  id: string
  email?: string | null
  currency_code: string
  total: number
  completed_at?: string | null
  items: CartLine[]
  payment_collection?: { id: string } | null
}

/**
 * Everything the Checkout Session needs, from the cart as stored: one line
 * per booking (its lines' totals after promotions, in minor units, adding up
 * to exactly the cart total), the traveller's language and the site's return
 * URLs. Creates the cart's payment collection when it has none yet.
 */
export const buildCardCheckoutStep = createStep(
  "build-card-checkout",
  async (input: BuildCardCheckoutInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const read = async () =>
      (
        await query.graph({
          entity: "cart",
          fields: [
            "id",
            "email",
            "currency_code",
            "total",
            "completed_at",
            "items.id",
            "items.product_title",
            "items.variant_title",
            "items.quantity",
            "items.total",
            "items.metadata",
            "payment_collection.id",
          ],
          filters: { id: input.cart_id },
        })
      ).data[0] as Cart | undefined
    let cart = await read()
    if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart ${input.cart_id} not found`)
    if (cart.completed_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The cart is already completed")
    if (!cart.items?.length) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The cart is empty")
    if (!cart.payment_collection) {
      await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cart.id } })
      cart = (await read())!
    }
    const checkout: CardCheckoutContextType = {
      cart_id: cart.id,
      locale: input.locale,
      success_url: `${input.site_url}${input.locale === "en" ? "/en" : ""}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${input.site_url}${input.locale === "en" ? "/en" : ""}/checkout?payment=canceled`,
      ...(cart.email ? { customer_email: cart.email } : {}),
      line_items: bookingLines(cart),
    }
    return new StepResponse({ payment_collection_id: cart.payment_collection!.id, checkout })
  },
)

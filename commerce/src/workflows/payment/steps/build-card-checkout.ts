import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { createPaymentCollectionForCartWorkflow } from "@medusajs/medusa/core-flows"
import { bookingLines, type CartLine } from "../../../lib/card-checkout-lines"
import type { CardCheckoutContextType } from "../../../modules/stripe-checkout/types"
import type { Locale } from "../../../lib/i18n/messages"
import {
  CARD_CHECKOUT_CART_FIELDS,
  CART_PAYMENT_COLLECTION_FIELDS,
} from "../../../lib/query-config/carts"

/** `expires_at` (Unix seconds): a longer-lived session, for a custom offer's pay link. */
export type BuildCardCheckoutInput = {
  cart_id: string
  locale: Locale
  site_url: string
  expires_at?: number
}

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
 * URLs. The cart's payment collection exists already (ensurePaymentCollectionStep).
 */
export const buildCardCheckoutStep = createStep(
  "build-card-checkout",
  async (input: BuildCardCheckoutInput, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const read = async () =>
      (
        await query.graph({
          entity: "cart",
          fields: CARD_CHECKOUT_CART_FIELDS,
          filters: { id: input.cart_id },
        })
      ).data[0] as Cart | undefined
    const cart = await read()
    if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart ${input.cart_id} not found`)
    if (cart.completed_at)
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The cart is already completed")
    if (!cart.items?.length)
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The cart is empty")
    if (!cart.payment_collection) {
      throw new MedusaError(
        MedusaError.Types.UNEXPECTED_STATE,
        `Cart ${cart.id} has no payment collection`,
      )
    }
    const checkout: CardCheckoutContextType = {
      cart_id: cart.id,
      locale: input.locale,
      success_url: `${input.site_url}${input.locale === "en" ? "/en" : ""}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${input.site_url}${input.locale === "en" ? "/en" : ""}/checkout?payment=canceled`,
      ...(cart.email ? { customer_email: cart.email } : {}),
      ...(input.expires_at ? { expires_at: input.expires_at } : {}),
      line_items: bookingLines(cart),
    }
    return new StepResponse({ payment_collection_id: cart.payment_collection!.id, checkout })
  },
)

/**
 * Gives the cart a payment collection if it has none, once however many ask
 * at the same time. Runs before the card checkout takes the cart's lock:
 * Medusa's workflow for it takes that lock too.
 */
export const ensurePaymentCollectionStep = createStep(
  "ensure-payment-collection",
  async (input: { cart_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: CART_PAYMENT_COLLECTION_FIELDS,
      filters: { id: input.cart_id },
    })
    const cart = data[0] as { id: string; payment_collection?: { id: string } | null } | undefined
    if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart ${input.cart_id} not found`)
    if (!cart.payment_collection) {
      // Two "pay by card" at once both see none; Medusa's workflow makes one under the cart's lock and refuses the other.
      await createPaymentCollectionForCartWorkflow(container)
        .run({ input: { cart_id: cart.id } })
        .catch(async (error) => {
          const again = await query.graph({
            entity: "cart",
            fields: CART_PAYMENT_COLLECTION_FIELDS,
            filters: { id: input.cart_id },
          })
          if (
            !(again.data[0] as { payment_collection?: { id: string } | null } | undefined)
              ?.payment_collection
          )
            throw error
        })
    }
    return new StepResponse(true)
  },
)

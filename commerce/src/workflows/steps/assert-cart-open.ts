import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import { openCartFacts } from "../../lib/core-sql/carts"
import { CART_OPEN_FIELDS, CART_ORDER_LINK_FIELDS } from "../../lib/query-config/carts"

/** Medusa's cart ids: `cart_` and a ULID. Anything else cannot be a cart (and never reaches a query). */
export const CART_ID = /^cart_[0-9A-HJKMNP-TV-Z]{26}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type CartState = { email?: string | null; completed_at?: Date | null } | undefined

/** The refusals of a cart that is unknown (404), already an order (409) or, when required, without a valid e-mail (400). */
function refuseUnlessOpen(cart: CartState, ordered: boolean, requireEmail?: boolean): asserts cart {
  if (!cart) throw new BookingError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  if (cart.completed_at || ordered)
    throw new BookingError(MedusaError.Types.CONFLICT, "cart_completed")
  if (requireEmail && !(cart.email && EMAIL.test(cart.email))) {
    throw new BookingError(MedusaError.Types.INVALID_DATA, "email_required")
  }
}

/**
 * Refuses to change or complete a cart that does not exist (404
 * `cart_not_found`) or already became an order (409 `cart_completed`); with
 * `require_email`, one without a valid e-mail (400 `email_required`). Run
 * inside the cart lock, so a completion cannot slip in between.
 */
export const assertCartOpenStep = createStep(
  "assert-cart-open",
  async (input: { cart_id: string; require_email?: boolean }, { container }) => {
    if (!CART_ID.test(input.cart_id))
      throw new BookingError(MedusaError.Types.NOT_FOUND, "cart_not_found")
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const [{ data: carts }, { data: orders }] = await Promise.all([
      query.graph({
        entity: "cart",
        fields: CART_OPEN_FIELDS,
        filters: { id: input.cart_id },
      }),
      query.graph({
        entity: "order_cart",
        fields: CART_ORDER_LINK_FIELDS,
        filters: { cart_id: input.cart_id },
      }),
    ])
    const cart = carts[0] as CartState
    refuseUnlessOpen(cart, orders.length > 0, input.require_email)
    return new StepResponse({ email: cart.email ?? null })
  },
)

/**
 * The same refusals as `assertCartOpenStep` from one statement, returning
 * what adding a booking's lines needs (currency, region, customer, whether
 * Medusa's cart refresh has anything to recompute): the add-booking hot path.
 */
export const openCartForBookingStep = createStep(
  "open-cart-for-booking",
  async (input: { cart_id: string }, { container }) => {
    if (!CART_ID.test(input.cart_id))
      throw new BookingError(MedusaError.Types.NOT_FOUND, "cart_not_found")
    const cart = await openCartFacts(container, input.cart_id)
    refuseUnlessOpen(cart, !!cart?.ordered)
    return new StepResponse(cart)
  },
)

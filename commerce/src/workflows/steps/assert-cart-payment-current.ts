import {
  ContainerRegistrationKeys,
  MathBN,
  MedusaError,
  PaymentSessionStatus,
} from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import { CART_PAYMENT_STATE_FIELDS } from "../../lib/query-config/carts"

/** Statuses Medusa's completion accepts for a payment session (core-flows' validateCartPaymentsStep). */
const PROCESSABLE: string[] = [
  PaymentSessionStatus.PENDING,
  PaymentSessionStatus.REQUIRES_MORE,
  PaymentSessionStatus.AUTHORIZED,
  PaymentSessionStatus.CAPTURED,
  PaymentSessionStatus.PENDING_AUTHORIZATION,
]

type Cart = {
  id: string
  total: unknown
  payment_collection?: { id: string; payment_sessions?: { status: string }[] | null } | null
}

/**
 * A cart changed after its payment was chosen (a booking removed or changed
 * in another tab while this one confirms): Medusa's cart refresh then drops
 * the payment sessions, and its completion would refuse the cart with a
 * generic form error. Under the cart's lock, before completing, that race is
 * named instead: 409 `cart_changed_while_completing` (review the cart and
 * confirm again). The site makes the collection and its session together, so
 * a collection left without a session is that race; a cart with no
 * collection at all is left to Medusa's own check.
 */
export const assertCartPaymentCurrentStep = createStep(
  "assert-cart-payment-current",
  async (input: { cart_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: CART_PAYMENT_STATE_FIELDS,
      filters: { id: input.cart_id },
    })
    const cart = data[0] as Cart | undefined
    const collection = cart?.payment_collection
    if (!cart || !collection || MathBN.convert(cart.total as number).lte(0))
      return new StepResponse(true)
    const live = (collection.payment_sessions ?? []).filter(
      (s) => s && PROCESSABLE.includes(s.status),
    )
    if (live.length) return new StepResponse(true)
    throw new BookingError(MedusaError.Types.CONFLICT, "cart_changed_while_completing")
  },
)

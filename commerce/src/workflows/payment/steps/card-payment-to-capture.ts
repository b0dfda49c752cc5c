import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { toMinorUnits } from "../../../modules/stripe-checkout/money"
import { CARD_PROVIDER_ID } from "../../../modules/stripe-checkout/types"
import type { CardOrder } from "./mark-card-order"
import { CART_PAYMENTS_FIELDS } from "../../../lib/query-config/carts"

type CartPayments = {
  payment_collection?: {
    payments?:
      | {
          id: string
          provider_id: string
          captured_at?: string | null
          canceled_at?: string | null
          data?: Record<string, unknown> | null
          captures?: { id: string }[] | null
        }[]
      | null
  } | null
}

/**
 * The cart's card payment still to capture, once: a payment with any
 * capture is left alone (null). For a partial order only the order's total
 * is to be captured: the payment's `amount_to_capture` is set (the provider
 * asks Stripe for it, and Stripe releases the rest) and the amount returned.
 */
export const cardPaymentToCaptureStep = createStep(
  "card-payment-to-capture",
  async (input: { cart_id: string; order: CardOrder }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: CART_PAYMENTS_FIELDS,
      filters: { id: input.cart_id },
    })
    const cart = data[0] as CartPayments | undefined
    const payment = cart?.payment_collection?.payments?.find(
      (p) => p.provider_id === CARD_PROVIDER_ID && !p.canceled_at,
    )
    if (!payment || payment.captured_at || payment.captures?.length) return new StepResponse(null)
    if (!input.order.partial)
      return new StepResponse({ payment_id: payment.id, amount: undefined as number | undefined })
    const amount_to_capture = toMinorUnits(input.order.total, input.order.currency_code)
    await container.resolve(Modules.PAYMENT).updatePayment({
      id: payment.id,
      data: { ...(payment.data ?? {}), amount_to_capture },
    } as {
      id: string
    })
    return new StepResponse({
      payment_id: payment.id,
      amount: input.order.total as number | undefined,
    })
  },
)

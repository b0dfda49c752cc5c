import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createPaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { CARD_PROVIDER_ID } from "../../modules/stripe-checkout/types"
import { extendCartHoldsStep } from "../steps/extend-cart-holds"
import { validateCartReviewStep } from "../steps/validate-cart-review"
import { buildCardCheckoutStep } from "./steps/build-card-checkout"

/** Minutes a cart's holds are kept once card payment starts: the session's 36 at most, plus a margin. */
export const CARD_HOLD_MINUTES = 45

export type StartCardPaymentInput = { cart_id: string; locale: "es" | "en"; site_url: string }

/**
 * The traveller chooses to pay by card: the cart must not need review, its
 * holds are kept beyond the Checkout Session's expiry (so seats never lapse
 * while Stripe can still take the money), and a Checkout Session is created
 * through Medusa's payment module with our provider. Returns where to send
 * the browser.
 */
export const startCardPaymentWorkflow = createWorkflow("start-card-payment", (input: StartCardPaymentInput) => {
  validateCartReviewStep({ cart_id: input.cart_id })
  extendCartHoldsStep({ cart_id: input.cart_id, ttl_minutes: CARD_HOLD_MINUTES })
  const built = buildCardCheckoutStep(input)
  const sessionInput = transform({ built }, ({ built }) => ({
    payment_collection_id: built.payment_collection_id,
    provider_id: CARD_PROVIDER_ID,
    context: { checkout: built.checkout },
  }))
  const session = createPaymentSessionsWorkflow.runAsStep({ input: sessionInput })
  const response = transform({ session }, ({ session }) => {
    const data = (session.data ?? {}) as { id?: string; url?: string; expires_at?: number }
    return { payment_session_id: session.id, checkout_session_id: data.id, url: data.url, expires_at: data.expires_at }
  })
  return new WorkflowResponse(response)
})

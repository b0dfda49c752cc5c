import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { readCheckoutSessionStep } from "./steps/read-checkout-session"
import { settleCardPaymentStep } from "./steps/settle-card-payment"

export type SettleCardPaymentInput = { checkout_session_id?: string | null; payment_intent_id?: string | null }

/**
 * The one way a card payment becomes an order (or gives the money back):
 * read the Checkout Session from Stripe, then, under the cart's lock, place
 * the order and capture, or release. Run by the webhook, the return page and
 * the reconcile job; safe to run any number of times.
 */
export const settleCardPaymentWorkflow = createWorkflow("settle-card-payment", (input: SettleCardPaymentInput) => {
  const snapshot = readCheckoutSessionStep(input)
  const outcome = settleCardPaymentStep(snapshot)
  return new WorkflowResponse(outcome)
})

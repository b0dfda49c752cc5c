import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { markStripeEventProcessedStep } from "./steps/mark-stripe-event"
import { readCheckoutSessionStep } from "./steps/read-checkout-session"
import { settleCardPaymentStep } from "./steps/settle-card-payment"

export type HandleStripeEventInput = {
  event_id: string
  type: string
  object_id: string
  checkout_session_id: string | null
}

/**
 * Acts on a recorded Stripe event: whatever its type, the Checkout Session it
 * concerns is read again from Stripe and settled, so a late, repeated or
 * out-of-order event leads to the same single outcome. Refunds (charge.refunded)
 * are recorded by the refund workflow that asked for them; here they only
 * settle the session like any other event.
 */
export const handleStripeEventWorkflow = createWorkflow("handle-stripe-event", (input: HandleStripeEventInput) => {
  const target = transform({ input }, ({ input }) =>
    input.checkout_session_id
      ? { checkout_session_id: input.checkout_session_id }
      : { payment_intent_id: input.object_id },
  )
  const snapshot = readCheckoutSessionStep(target)
  const outcome = settleCardPaymentStep(snapshot)
  markStripeEventProcessedStep({ event_id: input.event_id })
  return new WorkflowResponse(outcome)
})

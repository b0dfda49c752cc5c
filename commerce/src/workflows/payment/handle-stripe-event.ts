import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { settleCardPaymentWorkflow } from "./settle-card-payment"
import { markStripeEventProcessedStep } from "./steps/mark-stripe-event"

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
export const handleStripeEventWorkflow = createWorkflow(
  "handle-stripe-event",
  (input: HandleStripeEventInput) => {
    const target = transform({ input }, ({ input }) =>
      input.checkout_session_id
        ? { checkout_session_id: input.checkout_session_id }
        : { payment_intent_id: input.object_id },
    )
    // The settlement moves forward only: a failure to mark the event never undoes it (the event is settled again).
    const outcome = settleCardPaymentWorkflow
      .runAsStep({ input: target })
      .config({ noCompensation: true })
    markStripeEventProcessedStep({ event_id: input.event_id })
    return new WorkflowResponse(outcome)
  },
)

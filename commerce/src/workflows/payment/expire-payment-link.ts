import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { expirePaymentLinkStep } from "./steps/expire-payment-link"

/** An order cancelled or changed: its open payment link is expired at Stripe (or, paid meanwhile, settled and refunded). */
export const expirePaymentLinkWorkflow = createWorkflow(
  "expire-payment-link",
  (input: { order_id: string }) => {
    return new WorkflowResponse(expirePaymentLinkStep(input))
  },
)

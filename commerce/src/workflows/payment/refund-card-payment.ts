import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { refundCardPaymentStep, type RefundCardPaymentInput } from "./steps/refund-card-payment"

/**
 * Gives money back on an order paid by card: a booking's amount, or that
 * amount less a cancellation penalty. For self-service cancellation and the
 * admin; idempotent per `reference`.
 */
export const refundCardPaymentWorkflow = createWorkflow("refund-card-payment", (input: RefundCardPaymentInput) => {
  return new WorkflowResponse(refundCardPaymentStep(input))
})

import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createPaymentLinkStep, type CreatePaymentLinkInput } from "./steps/create-payment-link"

/** The team sends a pay-later buyer a card payment link for the order's balance. */
export const createPaymentLinkWorkflow = createWorkflow("create-payment-link", (input: CreatePaymentLinkInput) => {
  return new WorkflowResponse(createPaymentLinkStep(input))
})

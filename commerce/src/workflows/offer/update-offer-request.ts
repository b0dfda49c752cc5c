import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateOfferRequestStep, type OfferRequestChange } from "./steps/update-offer-request"

/** The team moves a custom-offer request along (contacted, offer sent, won, lost) and keeps notes. */
export const updateOfferRequestWorkflow = createWorkflow(
  "update-offer-request",
  (input: OfferRequestChange) => {
    return new WorkflowResponse(updateOfferRequestStep(input))
  },
)

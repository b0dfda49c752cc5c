import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { markOfferWonStep } from "./steps/mark-offer-won"

/** An order paid from a custom offer's cart marks its request won (nothing for other orders). */
export const markOfferWonWorkflow = createWorkflow(
  "mark-offer-won",
  (input: { order_id: string }) => {
    return new WorkflowResponse(markOfferWonStep(input))
  },
)

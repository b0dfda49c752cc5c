import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setReviewRulesStep, type ReviewRules } from "./steps/set-review-rules"

/** The shop sets when travellers' reviews are published without waiting for approval. */
export const setReviewRulesWorkflow = createWorkflow("set-review-rules", (input: ReviewRules) => {
  return new WorkflowResponse(setReviewRulesStep(input))
})

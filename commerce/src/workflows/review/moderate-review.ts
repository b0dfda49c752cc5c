import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateReviewStep } from "./steps/update-review"

export type ModerateReviewInput =
  { id: string; action: "publish" } | { id: string; action: "hide"; reason: string }

/** The shop publishes a review (it counts in the rating at once) or hides it with a reason. */
export const moderateReviewWorkflow = createWorkflow(
  "moderate-review",
  (input: ModerateReviewInput) => {
    const change = transform({ input }, ({ input }) =>
      input.action === "publish"
        ? { id: input.id, status: "published" as const, hidden_reason: null }
        : { id: input.id, status: "hidden" as const, hidden_reason: input.reason },
    )
    return new WorkflowResponse(updateReviewStep(change))
  },
)

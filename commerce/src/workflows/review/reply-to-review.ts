import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateReviewStep } from "./steps/update-review"

/** The operator answers a review (shown under it on the site); an empty reply removes the answer. */
export const replyToReviewWorkflow = createWorkflow(
  "reply-to-review",
  (input: { id: string; reply: string }) => {
    const change = transform({ input }, ({ input }) => ({
      id: input.id,
      reply: input.reply || null,
      replied_at: input.reply ? new Date() : null,
    }))
    return new WorkflowResponse(updateReviewStep(change))
  },
)

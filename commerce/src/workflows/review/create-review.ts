import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createReviewStep } from "./steps/create-review"
import { findReviewableBookingStep, type ReviewProof } from "./steps/find-reviewable-booking"

export type CreateReviewWorkflowInput = {
  proof: ReviewProof
  rating: number
  title: string
  body: string
  author_name: string
}

/** A traveller reviews a booking they travelled on: once, after its slot ended. */
export const createReviewWorkflow = createWorkflow(
  "create-review",
  (input: CreateReviewWorkflowInput) => {
    const booking = findReviewableBookingStep(input.proof)
    const review = createReviewStep(
      transform({ input, booking }, ({ input, booking }) => ({
        booking,
        rating: input.rating,
        title: input.title,
        body: input.body,
        author_name: input.author_name,
      })),
    )
    return new WorkflowResponse(review)
  },
)

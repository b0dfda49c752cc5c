import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"

/** What moderation changes on a review. */
export type ReviewChange = {
  id: string
  status?: "pending" | "published" | "hidden"
  hidden_reason?: string | null
  reply?: string | null
  replied_at?: Date | null
}

const FIELDS = ["id", "status", "hidden_reason", "reply", "replied_at"] as const

/** Applies a moderation change; compensation puts the previous values back. */
export const updateReviewStep = createStep(
  "update-review",
  async (change: ReviewChange, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const [before] = await reviews.listReviews({ id: change.id }, { select: [...FIELDS], take: 1 })
    if (!before) throw new BookingError(MedusaError.Types.NOT_FOUND, "review_not_found")
    const after = await reviews.updateReviews(change)
    return new StepResponse(after, {
      id: before.id,
      status: before.status,
      hidden_reason: before.hidden_reason,
      reply: before.reply,
      replied_at: before.replied_at,
    } as ReviewChange)
  },
  async (previous, { container }) => {
    if (!previous) return
    await (container.resolve(REVIEW_MODULE) as ReviewModuleService).updateReviews(previous)
  },
)

import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import type { ReviewableBooking } from "./find-reviewable-booking"

export type CreateReviewInput = {
  booking: ReviewableBooking
  rating: number
  title: string
  body: string
  author_name: string
}

/** Postgres unique_violation: the same booking reviewed twice at once. */
const isDuplicate = (error: unknown) =>
  (error as { code?: string })?.code === "23505" ||
  /unique|duplicate|already exists/i.test(String((error as Error)?.message))

/**
 * Stores a traveller's review as written (text is never altered here; every
 * screen escapes it), pending unless the shop's auto-publish rule passes it.
 * The unique index on the booking makes a second review of one booking
 * fail even when both arrive at once. Compensation deletes it.
 */
export const createReviewStep = createStep(
  "create-review",
  async (input: CreateReviewInput, { container }) => {
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const rules = await reviews.getReviewRules()
    const autoPublish =
      rules.auto_publish_min_rating !== null && input.rating >= rules.auto_publish_min_rating
    try {
      const review = await reviews.createReviews({
        handle: input.booking.handle,
        product_id: input.booking.product_id,
        booking_id: input.booking.booking_id,
        travelled_on: input.booking.travelled_on,
        locale: input.booking.locale,
        rating: input.rating,
        title: input.title,
        body: input.body,
        author_name: input.author_name,
        author_country: null,
        verified: true,
        status: autoPublish ? "published" : "pending",
      })
      return new StepResponse(review, review.id)
    } catch (error) {
      if (isDuplicate(error))
        throw new BookingError(MedusaError.Types.CONFLICT, "review_already_written")
      throw error
    }
  },
  async (id, { container }) => {
    if (!id) return
    await (container.resolve(REVIEW_MODULE) as ReviewModuleService).deleteReviews(id)
  },
)

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"
import { REVIEW_MODULE } from "../../../../../modules/review"
import type ReviewModuleService from "../../../../../modules/review/service"
import type { StoreListExperienceReviewsType } from "../../validators"
import { PUBLIC_REVIEW_FIELDS, publicReview } from "../../../reviews/public-review"

/**
 * A page of an experience's published reviews, newest first, in the language
 * each was written in, with the summary of all of them (average, count,
 * stars). An unknown handle is a 404 `experience_not_found`.
 */
export async function GET(
  req: MedusaRequest<unknown, StoreListExperienceReviewsType>,
  res: MedusaResponse,
) {
  const { limit, offset } = req.validatedQuery
  const { handle } = req.params
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const reviewModule: ReviewModuleService = req.scope.resolve(REVIEW_MODULE)
  const [[experience], [reviews, count], summary] = await Promise.all([
    booking.listExperiences({ handle }, { select: ["id"], take: 1 }),
    reviewModule.listAndCountReviews(
      { handle, status: "published" },
      {
        select: [...PUBLIC_REVIEW_FIELDS],
        order: { created_at: "DESC", id: "DESC" },
        skip: offset,
        take: limit,
      },
    ),
    reviewModule.summarizeReviews(handle),
  ])
  if (!experience) throw new BookingError(MedusaError.Types.NOT_FOUND, "experience_not_found")
  res.json({
    // Published only: the moderation status says nothing here.
    reviews: reviews.map((r) => {
      const { status: _status, ...shown } = publicReview(r)
      return shown
    }),
    count,
    limit,
    offset,
    summary,
  })
}

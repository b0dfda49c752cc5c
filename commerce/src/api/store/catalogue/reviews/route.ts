import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { BOOKING_MODULE } from "../../../../modules/booking"
import type BookingModuleService from "../../../../modules/booking/service"
import { REVIEW_MODULE } from "../../../../modules/review"
import type ReviewModuleService from "../../../../modules/review/service"
import { sendCompressedJson } from "../../../../lib/http/compressed-json"
import { PUBLIC_REVIEW_FIELDS, publicReview } from "../../reviews/public-review"
import type { StoreListCatalogueReviewsType } from "../validators"

/**
 * The first published reviews of many experiences at once, each exactly as
 * its own first page (`GET /store/experiences/:handle/reviews?limit=`)
 * answers it: newest first, with the count and the summary of all its
 * published reviews. What a build prerenders on every experience page and a
 * regeneration reads again for the experiences it changed, in one request
 * per 200 experiences instead of one per experience. Handles that are no
 * experience are left out (each one's own page answers 404).
 */
export async function GET(
  req: MedusaRequest<unknown, StoreListCatalogueReviewsType>,
  res: MedusaResponse,
) {
  const { limit } = req.validatedQuery
  const handles = [...new Set(req.validatedQuery.handle)]
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const reviewModule: ReviewModuleService = req.scope.resolve(REVIEW_MODULE)
  const [experiences, ids, summaries] = await Promise.all([
    booking.listExperiences({ handle: handles }, { select: ["handle"], take: handles.length }),
    reviewModule.listFirstReviewIds(handles, limit),
    reviewModule.summarizeReviewsByHandle(handles),
  ])
  const reviews = ids.length
    ? await reviewModule.listReviews(
        { id: ids },
        {
          select: [...PUBLIC_REVIEW_FIELDS, "handle"],
          order: { created_at: "DESC", id: "DESC" },
          take: ids.length,
        },
      )
    : []
  // A moderation shows at once on the pages a regeneration renders.
  res.setHeader("Cache-Control", "no-cache")
  await sendCompressedJson(req, res, {
    experiences: experiences.map(({ handle }) => {
      const summary = summaries.get(handle)!
      return {
        handle,
        // Published only: the moderation status says nothing here.
        reviews: reviews
          .filter((r) => r.handle === handle)
          .map((r) => {
            const { status: _status, ...shown } = publicReview(r)
            return shown
          }),
        count: summary.count,
        limit,
        offset: 0,
        summary,
      }
    }),
  })
}

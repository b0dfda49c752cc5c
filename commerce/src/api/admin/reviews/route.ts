import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import { adminReview } from "./admin-review"
import type { AdminListReviewsType } from "./validators"

/** Reviews in one moderation state (pending by default), newest first, text exactly as written. */
export async function GET(req: MedusaRequest<unknown, AdminListReviewsType>, res: MedusaResponse) {
  const { status, handle, limit, offset } = req.validatedQuery
  const reviews: ReviewModuleService = req.scope.resolve(REVIEW_MODULE)
  const [rows, count] = await reviews.listAndCountReviews(
    { status, ...(handle ? { handle } : {}) },
    { order: { created_at: "DESC", id: "DESC" }, skip: offset, take: limit },
  )
  res.json({ reviews: rows.map(adminReview), count, limit, offset })
}

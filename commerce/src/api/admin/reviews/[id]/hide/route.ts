import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { moderateReviewWorkflow } from "../../../../../workflows/review/moderate-review"
import { adminReview } from "../../admin-review"
import type { AdminHideReviewType } from "../../validators"

/** Hides a review from the site, with the shop's reason. */
export async function POST(req: MedusaRequest<AdminHideReviewType>, res: MedusaResponse) {
  const { result } = await moderateReviewWorkflow(req.scope).run({
    input: { id: req.params.id, action: "hide", reason: req.validatedBody.reason },
  })
  res.json({ review: adminReview(result) })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { moderateReviewWorkflow } from "../../../../../workflows/review/moderate-review"
import { adminReview } from "../../admin-review"

/** Publishes a review: it counts in the experience's rating and 'see more' at once. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await moderateReviewWorkflow(req.scope).run({
    input: { id: req.params.id, action: "publish" },
  })
  res.json({ review: adminReview(result) })
}

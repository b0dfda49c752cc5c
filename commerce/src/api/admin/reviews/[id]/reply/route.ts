import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { replyToReviewWorkflow } from "../../../../../workflows/review/reply-to-review"
import { adminReview } from "../../admin-review"
import type { AdminReplyReviewType } from "../../validators"

/** The operator's answer to a review, shown under it on the site. */
export async function POST(req: MedusaRequest<AdminReplyReviewType>, res: MedusaResponse) {
  const { result } = await replyToReviewWorkflow(req.scope).run({
    input: { id: req.params.id, reply: req.validatedBody.reply },
  })
  res.json({ review: adminReview(result) })
}

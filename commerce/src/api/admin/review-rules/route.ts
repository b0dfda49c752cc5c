import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import { setReviewRulesWorkflow } from "../../../workflows/review/set-review-rules"
import type { AdminSetReviewRulesType } from "../reviews/validators"

/** The shop's review rules: from how many stars a new review is published without approval. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const reviews: ReviewModuleService = req.scope.resolve(REVIEW_MODULE)
  res.json({ rules: await reviews.getReviewRules() })
}

export async function POST(req: MedusaRequest<AdminSetReviewRulesType>, res: MedusaResponse) {
  const { result } = await setReviewRulesWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ rules: result })
}

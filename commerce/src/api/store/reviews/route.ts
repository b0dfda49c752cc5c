import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createReviewWorkflow } from "../../../workflows/review/create-review"
import { publicReview } from "./public-review"
import type { StoreCreateReviewType } from "./validators"

/**
 * A traveller writes a review of a booking they prove with its reference and
 * e-mail, or its voucher link's token. 201 with the review (`pending` until
 * the shop approves it, unless its auto-publish rule passes it).
 */
export async function POST(req: MedusaRequest<StoreCreateReviewType>, res: MedusaResponse) {
  const { reference, email, token, ...review } = req.validatedBody
  const proof = token ? { token } : { reference: reference!, email: email! }
  const { result } = await createReviewWorkflow(req.scope).run({ input: { proof, ...review } })
  res.status(201).json({ review: publicReview(result) })
}

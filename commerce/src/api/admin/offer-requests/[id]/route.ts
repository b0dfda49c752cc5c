import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { offerReference } from "../../../../modules/offer"
import { updateOfferRequestWorkflow } from "../../../../workflows/offer/update-offer-request"
import type { AdminUpdateOfferRequestType } from "../validators"

/** Moves a request to another status and/or keeps the team's notes on it. */
export async function POST(req: MedusaRequest<AdminUpdateOfferRequestType>, res: MedusaResponse) {
  const { result } = await updateOfferRequestWorkflow(req.scope).run({
    input: { id: req.params.id, ...req.validatedBody },
  })
  res.json({ offer_request: { ...result, reference: offerReference(result.id) } })
}

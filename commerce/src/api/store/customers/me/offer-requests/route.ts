import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { OFFER_MODULE } from "../../../../../modules/offer"
import type OfferModuleService from "../../../../../modules/offer/service"
import { publicOfferRequest } from "../../../offer-requests/public-offer-request"

/** The signed-in traveller's custom-offer requests, newest first (the account's list). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const offers: OfferModuleService = req.scope.resolve(OFFER_MODULE)
  const rows = await offers.listOfferRequests(
    { customer_id: req.auth_context.actor_id },
    { order: { created_at: "DESC" }, take: 50 },
  )
  res.json({ offer_requests: rows.map(publicOfferRequest) })
}

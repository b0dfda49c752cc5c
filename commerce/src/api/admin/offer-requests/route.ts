import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shopTimezone } from "../../../lib/shop-timezone"
import { OFFER_MODULE, offerReference } from "../../../modules/offer"
import type OfferModuleService from "../../../modules/offer/service"
import type { AdminListOfferRequestsType } from "./validators"

/** Custom-offer requests, newest first, with every detail as the traveller wrote it; `timezone`: the shop's, for their times. */
export async function GET(
  req: MedusaRequest<unknown, AdminListOfferRequestsType>,
  res: MedusaResponse,
) {
  const { status, limit, offset } = req.validatedQuery
  const offers: OfferModuleService = req.scope.resolve(OFFER_MODULE)
  const [rows, count] = await offers.listAndCountOfferRequests(status ? { status } : {}, {
    order: { created_at: "DESC", id: "DESC" },
    skip: offset,
    take: limit,
  })
  res.json({
    offer_requests: rows.map((r) => ({ ...r, reference: offerReference(r.id) })),
    count,
    limit,
    offset,
    timezone: await shopTimezone(req.scope),
  })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { localParts, zoneLabel } from "../../../lib/local-time"
import { shopTimezone } from "../../../lib/shop-timezone"
import { OFFER_MODULE, offerReference } from "../../../modules/offer"
import type OfferModuleService from "../../../modules/offer/service"
import type { AdminListOfferRequestsType } from "./validators"

/**
 * Custom-offer requests, newest first, with every detail as the traveller
 * wrote it; `timezone`: the shop's, with an offer's expiry on its wall clock
 * (`expires_local`) and the zone named (`zone_label`), from lib/local-time.ts.
 */
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
  const timezone = await shopTimezone(req.scope)
  const expires = (offer: unknown) => (offer as { expires_at?: string } | null)?.expires_at
  res.json({
    offer_requests: rows.map((r) => ({
      ...r,
      reference: offerReference(r.id),
      expires_local: expires(r.offer) ? localParts(expires(r.offer)!, timezone) : null,
    })),
    count,
    limit,
    offset,
    timezone,
    zone_label: zoneLabel(timezone, new Date()),
  })
}

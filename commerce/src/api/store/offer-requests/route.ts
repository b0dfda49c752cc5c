import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestLocale } from "../../../lib/i18n/request-locale"
import { createOfferRequestWorkflow } from "../../../workflows/offer/create-offer-request"
import { publicOfferRequest } from "./public-offer-request"
import type { StoreCreateOfferRequestType } from "./validators"

/** A traveller asks for a custom offer; a signed-in traveller sees it later in the account. */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreCreateOfferRequestType>,
  res: MedusaResponse,
) {
  const customerId =
    req.auth_context?.actor_type === "customer" ? req.auth_context.actor_id || null : null
  const { result } = await createOfferRequestWorkflow(req.scope).run({
    input: { ...req.validatedBody, locale: requestLocale(req), customer_id: customerId },
  })
  res.status(201).json({ offer_request: publicOfferRequest(result) })
}

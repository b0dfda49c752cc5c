import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { OFFER_MODULE } from "../../../modules/offer"
import type OfferModuleService from "../../../modules/offer/service"
import { OFFER_LINE_KEY } from "./add-offer-lines"
import { restoreOfferRequest } from "./update-offer-request"
import { ORDER_LINE_METADATA_FIELDS } from "../../../lib/query-config/orders"

type Previous = {
  id: string
  status: "new" | "contacted" | "offer_sent" | "won" | "lost"
  offer: Record<string, unknown> | null
}

/**
 * An order placed from an offer's cart (its lines name the request) wins the
 * request and records the order on the offer. Once: a request already won
 * stays as it is. Compensation restores the request.
 */
export const markOfferWonStep = createStep(
  "mark-offer-won",
  async (input: { order_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_LINE_METADATA_FIELDS,
      filters: { id: input.order_id },
    })
    const items = (
      (data[0] as { items?: { metadata?: Record<string, unknown> | null }[] } | undefined)?.items ??
      []
    ).filter(Boolean)
    const requestId = items
      .map((i) => i.metadata?.[OFFER_LINE_KEY])
      .find((v): v is string => typeof v === "string")
    if (!requestId) return new StepResponse(null, null as Previous | null)
    const offers: OfferModuleService = container.resolve(OFFER_MODULE)
    const [request] = await offers.listOfferRequests({ id: requestId }, { take: 1 })
    if (!request || request.status === "won")
      return new StepResponse(request?.id ?? null, null as Previous | null)
    const offer = (request.offer ?? {}) as Record<string, unknown>
    await offers.updateOfferRequests({
      id: request.id,
      status: "won",
      offer: { ...offer, order_id: input.order_id },
    })
    return new StepResponse(request.id, {
      id: request.id,
      status: request.status,
      offer: request.offer,
    } as Previous)
  },
  async (previous, { container }) => {
    if (previous) await restoreOfferRequest(container.resolve(OFFER_MODULE), previous)
  },
)

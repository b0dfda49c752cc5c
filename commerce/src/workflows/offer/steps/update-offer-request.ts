import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { OFFER_MODULE } from "../../../modules/offer"
import type OfferModuleService from "../../../modules/offer/service"

export type OfferStatus = "new" | "contacted" | "offer_sent" | "won" | "lost"
export type OfferRequestChange = {
  id: string
  status?: OfferStatus
  notes?: string | null
  offer?: Record<string, unknown> | null
}

/**
 * Changes a request's status, notes or sent offer. A request never goes back
 * to `new` once the team has worked on it. Compensation restores the
 * previous values.
 */
export const updateOfferRequestStep = createStep(
  "update-offer-request",
  async (change: OfferRequestChange, { container }) => {
    const offers: OfferModuleService = container.resolve(OFFER_MODULE)
    const [before] = await offers.listOfferRequests(
      { id: change.id },
      { select: ["id", "status", "notes", "offer"], take: 1 },
    )
    if (!before) throw new BookingError(MedusaError.Types.NOT_FOUND, "offer_request_not_found")
    if (change.status === "new" && before.status !== "new") {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "offer_status_invalid", {
        from: before.status,
        to: change.status,
      })
    }
    const after = await offers.updateOfferRequests(change)
    return new StepResponse(after, {
      id: before.id,
      status: before.status,
      notes: before.notes,
      offer: before.offer as Record<string, unknown> | null,
    } as OfferRequestChange)
  },
  async (previous, { container }) => {
    if (previous) await restoreOfferRequest(container.resolve(OFFER_MODULE), previous)
  },
)

/**
 * Puts a request's values back (a compensation). A module's update merges a
 * JSON field into the stored one (Medusa assigns with `mergeObjectProperties`),
 * so a key the failed run added to `offer` would stay: the offer is emptied first.
 */
export async function restoreOfferRequest(
  offers: OfferModuleService,
  previous: OfferRequestChange,
) {
  if (previous.offer !== undefined)
    await offers.updateOfferRequests({ id: previous.id, offer: null })
  await offers.updateOfferRequests(previous)
}

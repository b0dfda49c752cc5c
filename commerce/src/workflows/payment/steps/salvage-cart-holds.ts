import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/**
 * A paid cart's holds, line by line: seats released by the expiry job are
 * taken again where still free, the others are given up. Compensation makes
 * the given-up holds expired again (they hold no seats either way).
 */
export const salvageCartHoldsStep = createStep(
  "salvage-cart-holds",
  async (input: { cart_id: string; ttl_minutes?: number }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const result = await booking.salvageCartHolds(input)
    return new StepResponse(
      result,
      result.lost.map((h) => h.id),
    )
  },
  async (lostIds, { container }) => {
    if (!lostIds?.length) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.unreleaseHolds(lostIds)
  },
)

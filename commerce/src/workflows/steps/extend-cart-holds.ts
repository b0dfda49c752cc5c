import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

/**
 * Checks that a cart still holds its seats and keeps them while it is paid.
 * Nothing to compensate: a longer hold is released by the expiry job anyway.
 */
export const extendCartHoldsStep = createStep(
  "extend-cart-holds",
  async (input: { cart_id: string; ttl_minutes?: number }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    return new StepResponse(await booking.extendCartHolds(input))
  },
)

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import type { HoldSeatsInput } from "../../modules/booking/sql/holds"

/** Holds seats on a slot for a cart; compensation gives them back. */
export const holdSeatsStep = createStep(
  "hold-seats",
  async (input: HoldSeatsInput, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const hold = await booking.holdSeats(input)
    return new StepResponse(hold, hold.id)
  },
  async (holdId, { container }) => {
    if (!holdId) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.releaseHolds([holdId])
  },
)

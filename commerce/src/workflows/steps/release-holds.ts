import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

/**
 * Gives the seats of holds back. No compensation: re-taking seats that other
 * travellers may already hold could oversell, so this step runs last.
 */
export const releaseHoldsStep = createStep(
  "release-holds",
  async (holdIds: string[], { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    return new StepResponse(await booking.releaseHolds(holdIds))
  },
)

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/**
 * Cancels bookings of an order, each with its seats back in the same
 * statement as its status (a booking already cancelled is skipped, so a
 * retry changes nothing); compensation confirms them again while their
 * seats are still free.
 */
export const cancelLiveBookingsStep = createStep(
  "lifecycle-cancel-live-bookings",
  async (input: { booking_ids: string[] }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const cancelled: string[] = []
    for (const id of input.booking_ids) {
      if (await booking.cancelBooking(id)) cancelled.push(id)
    }
    return new StepResponse(cancelled, cancelled)
  },
  async (cancelled, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    for (const id of cancelled ?? []) await booking.restoreBooking(id)
  },
)

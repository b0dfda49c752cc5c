import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/** Cancels the booking and frees its seats at once; compensation takes them again if still free. */
export const cancelBookingSeatsStep = createStep(
  "cancel-booking-seats",
  async (input: { booking_id: string }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const cancelled = await booking.cancelBooking(input.booking_id)
    return new StepResponse(cancelled, cancelled?.id ?? null)
  },
  async (bookingId, { container }) => {
    if (!bookingId) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.restoreBooking(bookingId)
  },
)

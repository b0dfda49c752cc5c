import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { liveOrderExists } from "../../../lib/core-sql/orders"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/**
 * Under the cart's lock, and only if the order is still gone: the bookings
 * become the cart's holds again (the booking module's own undo of a
 * conversion), so a retried checkout can place the order with them, and the
 * hold sweeper gives the seats back if nobody does. Nothing to compensate.
 */
export const revertOrderlessBookingsStep = createStep(
  "revert-orderless-bookings",
  async (input: { order_id: string }, { container }) => {
    if (await liveOrderExists(container, input.order_id)) return new StepResponse(false)
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.revertOrderBookings(input.order_id)
    return new StepResponse(true)
  },
)

import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/** The order of the booking a desk action names (its lock is taken next); 404 in the desk's words. */
export const deskBookingOrderStep = createStep(
  "desk-booking-order",
  async (input: { booking_id: string }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [row] = await booking.listBookings(
      { id: input.booking_id },
      { select: ["id", "order_id"] },
    )
    if (!row) throw new BookingError(MedusaError.Types.NOT_FOUND, "desk.booking_not_found")
    return new StepResponse({ order_id: row.order_id })
  },
)

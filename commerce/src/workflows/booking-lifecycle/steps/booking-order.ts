import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/** The order a booking belongs to (to take the order's lock before anything is read); 404 for no booking. */
export const bookingOrderStep = createStep(
  "lifecycle-booking-order",
  async (input: { booking_id: string }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [row] = await booking.listBookings(
      { id: input.booking_id },
      { select: ["id", "order_id"] },
    )
    if (!row) throw new BookingError(MedusaError.Types.NOT_FOUND, "reservation_not_found")
    return new StepResponse({ order_id: row.order_id })
  },
)

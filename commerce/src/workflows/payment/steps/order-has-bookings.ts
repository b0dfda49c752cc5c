import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/**
 * Whether an order has its bookings. A completion killed between Medusa's
 * order and the conversion of its holds leaves an order without them: never
 * capture for it as it is (the settlement recovers its bookings first).
 */
export const orderHasBookingsStep = createStep(
  "order-has-bookings",
  async (input: { order_id: string }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const found = await booking.listBookings(
      { order_id: input.order_id },
      { take: 1, select: ["id"] },
    )
    return new StepResponse(found.length > 0)
  },
)

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

/** Turns a completed cart's holds into bookings of its order; compensation undoes it. */
export const convertCartHoldsStep = createStep(
  "convert-cart-holds",
  async (input: { cart_id: string; order_id: string }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const bookings = await booking.convertCartHolds(input)
    return new StepResponse(bookings, input.order_id)
  },
  async (orderId, { container }) => {
    if (!orderId) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.revertOrderBookings(orderId)
  },
)

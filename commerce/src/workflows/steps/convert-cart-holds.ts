import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import {
  linesMatchHolds,
  orderLines,
  withBookingVariants,
  type HoldExpectation,
} from "../../lib/booking-lines"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

/**
 * Turns a completed cart's holds into bookings of its order. The order's
 * lines are checked against the holds as they were checked on the cart, and
 * the holds themselves are re-checked, locked, in the transaction that
 * converts them: tickets in an order never exceed the seats it books.
 * Compensation undoes the conversion.
 */
export const convertCartHoldsStep = createStep(
  "convert-cart-holds",
  async (
    input: { cart_id: string; order_id: string; expected: HoldExpectation[] },
    { container },
  ) => {
    const items = await orderLines(container, input.order_id)
    if (!linesMatchHolds(await withBookingVariants(container, items), input.expected)) {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "cart_needs_check")
    }
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const bookings = await booking.convertCartHolds({
      cart_id: input.cart_id,
      order_id: input.order_id,
      expected: input.expected.map(({ hold_id, seats, travellers, extras }) => ({
        hold_id,
        seats,
        travellers,
        extras,
      })),
    })
    return new StepResponse(bookings, input.order_id)
  },
  async (orderId, { container }) => {
    if (!orderId) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.revertOrderBookings(orderId)
  },
)

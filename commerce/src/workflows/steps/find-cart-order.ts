import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

/**
 * The order a cart already became, with its bookings, or null: what makes
 * completing a cart twice return the first result instead of a second order.
 */
export const findCartOrderStep = createStep(
  "find-cart-order",
  async (input: { cart_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order_cart",
      fields: ["order_id"],
      filters: { cart_id: input.cart_id },
    })
    const orderId = (data[0] as { order_id?: string } | undefined)?.order_id
    if (!orderId) return new StepResponse(null)
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const bookings = await booking.listBookings({ order_id: orderId }, { take: null })
    return new StepResponse({
      order_id: orderId,
      bookings: bookings.map((b) => ({ id: b.id, slot_id: b.slot_id, seats: b.seats, hold_id: b.hold_id })),
    })
  },
)

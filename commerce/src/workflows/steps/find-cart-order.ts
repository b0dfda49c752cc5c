import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import { findUnlinkedCartOrders } from "../../lib/core-sql/orders"
import { adoptCartOrder } from "../../lib/orphan-orders"
import { CART_ORDER_LINK_FIELDS } from "../../lib/query-config/carts"

/**
 * The order a cart already became, with its bookings, or null: what makes
 * completing a cart twice return the first result instead of a second order.
 * That includes an order a crashed completion left without its cart link
 * (found by its lines' holds): it becomes the cart's again, never a second
 * order; the unbooked-orders job, or the card payment's settlement, gives it
 * its bookings. Runs under the cart's lock.
 */
export const findCartOrderStep = createStep(
  "find-cart-order",
  async (input: { cart_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order_cart",
      fields: CART_ORDER_LINK_FIELDS,
      filters: { cart_id: input.cart_id },
    })
    let orderId = (data[0] as { order_id?: string } | undefined)?.order_id
    if (!orderId) {
      const [orphan] = await findUnlinkedCartOrders(container, input.cart_id)
      if (
        !orphan ||
        !(await adoptCartOrder(container, { order_id: orphan, cart_id: input.cart_id }))
      )
        return new StepResponse(null)
      orderId = orphan
    }
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const bookings = await booking.listBookings({ order_id: orderId }, { take: null })
    return new StepResponse({
      order_id: orderId,
      bookings: bookings.map((b) => ({
        id: b.id,
        slot_id: b.slot_id,
        seats: b.seats,
        hold_id: b.hold_id,
      })),
    })
  },
)

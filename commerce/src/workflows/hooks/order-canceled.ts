import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

/**
 * The floor under every path to Medusa's own order cancellation: a booking
 * still confirmed when its order is cancelled (a path that did not go
 * through the lifecycle's cancel-order workflow, which cancels them first)
 * is cancelled in the same transaction, its seats back at once. Never
 * "order cancelled, booking confirmed". Compensation confirms them again.
 */
cancelOrderWorkflow.hooks.orderCanceled(
  async ({ order }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const live = await booking.listBookings(
      { order_id: order.id, status: "confirmed" },
      { select: ["id"], take: null },
    )
    const cancelled: string[] = []
    for (const row of live) if (await booking.cancelBooking(row.id)) cancelled.push(row.id)
    return new StepResponse(cancelled, cancelled)
  },
  async (cancelled, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    for (const id of cancelled ?? []) await booking.restoreBooking(id)
  },
)

import { Modules } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import { revertOrderEdit } from "../../lib/order-edit"
import { restateOrderLines } from "../booking-lifecycle/steps/restate-order-lines"

/**
 * The floor under every path to Medusa's own order cancellation: a booking
 * still confirmed when its order is cancelled (a path that did not go
 * through the lifecycle's cancel-order workflow, which cancels them first)
 * is cancelled in the same transaction, its seats back at once, and the
 * order's lines leave it (Medusa's own refunds' credit lines balanced), so
 * its page shows nothing owed. Never "order cancelled, booking confirmed".
 * Compensation confirms them again.
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
    // Medusa's order states it too: no line left, its refunds' credit lines balanced (the lifecycle's cancel did it already).
    const [any] = await booking.listBookings({ order_id: order.id }, { select: ["id"], take: 1 })
    const made = any ? await restateOrderLines(container, { order_id: order.id, all: true }) : null
    return new StepResponse(cancelled, { cancelled, made })
  },
  async (undo, { container }) => {
    if (undo?.made) await revertOrderEdit(container.resolve(Modules.ORDER), undo.made)
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    for (const id of undo?.cancelled ?? []) await booking.restoreBooking(id)
  },
)

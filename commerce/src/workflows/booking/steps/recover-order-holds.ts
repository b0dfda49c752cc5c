import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isBookingRefusal } from "../../../lib/booking-error"
import {
  expectedHoldLines,
  linesMatchHolds,
  orderLines,
  withBookingVariants,
} from "../../../lib/booking-lines"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

export type Recovery =
  /** Another run (or the completion itself, late) already booked the order. */
  | { outcome: "booked"; bookings: { id: string }[]; release: string[] }
  /** The holds were still live and exactly the order's lines: they are its bookings now. */
  | { outcome: "converted"; bookings: { id: string }[]; release: string[] }
  /** The holds lapsed or no longer match: the order is cancelled and these holds released. */
  | { outcome: "cancel"; bookings: []; release: string[] }

/**
 * Decides, under the cart's lock, what becomes of an order whose completion
 * died before its holds were converted: its cart's live holds become its
 * bookings when they are exactly what its lines were sold for (re-checked in
 * the converting transaction, as a completion does), otherwise the order
 * must be cancelled and the cart's live holds released. Compensation undoes
 * a conversion.
 */
export const recoverOrderHoldsStep = createStep(
  "recover-order-holds",
  async (input: { order_id: string; cart_id: string }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const existing = await booking.listBookings(
      { order_id: input.order_id },
      { take: null, select: ["id"] },
    )
    if (existing.length) {
      return new StepResponse<Recovery, string | null>(
        { outcome: "booked", bookings: existing.map((b) => ({ id: b.id })), release: [] },
        null,
      )
    }
    const live = await booking.listHolds(
      { cart_id: input.cart_id, status: ["active"] },
      { take: null, select: ["id"] },
    )
    const release = live.map((h) => h.id)
    try {
      // What the holds resolve to now (a closed slot or a gone option refuses) against the order's lines.
      const expected = await expectedHoldLines(container, input.cart_id)
      const lines = await withBookingVariants(
        container,
        await orderLines(container, input.order_id),
      )
      if (expected.length && linesMatchHolds(lines, expected)) {
        const bookings = await booking.convertCartHolds({
          cart_id: input.cart_id,
          order_id: input.order_id,
          expected: expected.map(({ hold_id, seats, travellers, extras }) => ({
            hold_id,
            seats,
            travellers,
            extras,
          })),
        })
        if (bookings.length) {
          return new StepResponse<Recovery, string | null>(
            { outcome: "converted", bookings: bookings.map((b) => ({ id: b.id })), release: [] },
            input.order_id,
          )
        }
      }
    } catch (error) {
      // A hold lapsed or changed since, or its slot closed: the order cannot have its seats.
      if (!isBookingRefusal(error)) throw error
    }
    // A completion still alive past its lock's TTL may have converted them meanwhile: never cancel a booked order.
    const late = await booking.listBookings(
      { order_id: input.order_id },
      { take: null, select: ["id"] },
    )
    if (late.length) {
      return new StepResponse<Recovery, string | null>(
        { outcome: "booked", bookings: late.map((b) => ({ id: b.id })), release: [] },
        null,
      )
    }
    return new StepResponse<Recovery, string | null>(
      { outcome: "cancel", bookings: [], release },
      null,
    )
  },
  async (orderId, { container }) => {
    if (!orderId) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.revertOrderBookings(orderId)
  },
)

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readOrderMoney } from "../../../lib/order-money"
import type { BookingCancelledEvent } from "../../notification/steps/build-cancellation-mail"
import type { OrderBookings } from "./read-order-bookings"

/**
 * One `booking.cancelled` event per booking an operator cancelled, with its
 * share of what this transition refunded (read back from Medusa's records,
 * by each booking's worth; cents left over go to the last one), so every
 * e-mail states an amount the ledger holds.
 */
export const bookingRefundEventsStep = createStep(
  "lifecycle-booking-refund-events",
  async (input: { before: OrderBookings; cancelled: string[] }, { container }) => {
    const after = await readOrderMoney(container, input.before.order_id)
    const refundedNow = Math.max(
      0,
      Math.round(((after?.refunded ?? 0) - input.before.refunded_before) * 100),
    )
    const paid = input.before.captured > 0
    const bookings = input.before.live.filter((b) => input.cancelled.includes(b.id))
    const worth = bookings.reduce((sum, b) => sum + Math.round(b.value * 100), 0)
    let left = refundedNow
    const events: BookingCancelledEvent[] = bookings.map((b, i) => {
      const share =
        i === bookings.length - 1
          ? left
          : worth
            ? Math.floor((refundedNow * Math.round(b.value * 100)) / worth)
            : 0
      left -= share
      return {
        booking_id: b.id,
        order_id: input.before.order_id,
        refund: paid ? { amount: share / 100, currency_code: input.before.currency_code } : null,
        penalty_percent: null,
      }
    })
    return new StepResponse({ events, refunded: refundedNow / 100 })
  },
)

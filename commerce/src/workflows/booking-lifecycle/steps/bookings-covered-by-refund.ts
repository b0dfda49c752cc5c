import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import type { OrderBookings } from "./read-order-bookings"

/**
 * The bookings a "cancel bookings" refund covers: all of them when it gives
 * back everything still kept, else the oldest live bookings whose worth adds
 * up within the amount. A refund smaller than any booking is refused.
 */
export const bookingsCoveredByRefundStep = createStep(
  "lifecycle-bookings-covered-by-refund",
  async (input: { before: OrderBookings; amount?: number | null }) => {
    const { before } = input
    const keptCents = Math.round((before.captured - before.refunded_before) * 100)
    const amountCents = input.amount == null ? keptCents : Math.round(input.amount * 100)
    if (amountCents >= keptCents) return new StepResponse(before.live.map((b) => b.id))
    const covered: string[] = []
    let left = amountCents
    for (const b of before.live) {
      const worth = Math.round(b.value * 100)
      if (worth <= left) {
        covered.push(b.id)
        left -= worth
      }
    }
    if (!covered.length) {
      const cheapest = Math.min(...before.live.map((b) => b.value))
      throw new BookingError(MedusaError.Types.INVALID_DATA, "admin.refund.covers_no_booking", {
        amount: `${cheapest.toFixed(2)} ${before.currency_code.toUpperCase()}`,
      })
    }
    return new StepResponse(covered)
  },
)

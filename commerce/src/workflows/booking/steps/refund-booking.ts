import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { RefundReason } from "../../../lib/order-refund"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { refundOrderMoneyWorkflow } from "../../booking-lifecycle/refund-order-money"

export type RefundBookingInput = {
  /** Whether this run cancelled the booking (false: it was cancelled before). */
  cancelled: boolean
  amount: number
  /** Unused: the refund workflow reads the order's payments under the caller's lock. */
  captured_payments?: { id: string; amount: number }[]
  booking_id: string
  reason?: RefundReason
}

/**
 * Refunds what a booking's cancellation gives back, once per booking,
 * through the one refund workflow (`refund-order-money`; key
 * `refund-booking:<booking id>`). For workflows that cancel one booking and
 * run under its order's lock; new code runs `refundOrderMoneyWorkflow` as a
 * step itself. Pay-later orders have nothing captured: they just cancel.
 */
export const refundBookingStep = createStep(
  "refund-booking",
  async (input: RefundBookingInput, { container }) => {
    if (!input.cancelled || input.amount <= 0) return new StepResponse({ refunded: 0 })
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [row] = await booking.listBookings(
      { id: input.booking_id },
      { select: ["id", "order_id"] },
    )
    if (!row) return new StepResponse({ refunded: 0 })
    const { result } = await refundOrderMoneyWorkflow(container).run({
      input: {
        order_id: row.order_id,
        amount: input.amount,
        reason: input.reason ?? "operator_cancellation",
        key: `refund-booking:${input.booking_id}`,
        note: `Cancellation of booking ${input.booking_id}`,
      },
    })
    return new StepResponse({ refunded: result.amount })
  },
)

import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { BOOKING_CANCELLED } from "../booking/cancel-booking"
import { orderLock } from "./order-lock"
import { refundOrderMoneyWorkflow, type RefundOrderMoneyInput } from "./refund-order-money"
import { bookingRefundEventsStep } from "./steps/booking-refund-events"
import { bookingsCoveredByRefundStep } from "./steps/bookings-covered-by-refund"
import { cancelLiveBookingsStep } from "./steps/cancel-live-bookings"
import { readOrderBookingsStep, type OrderBookings } from "./steps/read-order-bookings"
import { restateOrderLinesStep, type RestateOrderLinesInput } from "./steps/restate-order-lines"

export type RefundCancellingBookingsInput = {
  order_id: string
  payment_id: string
  amount?: number | null
  refund_reason_id: string
  note?: string | null
  created_by?: string
}

/**
 * What each covered booking paid and is meant to get back: its worth, the
 * last one also what the refund gives beyond them (less only where goodwill
 * already gave some back: the restatement sees what is kept).
 */
function coveredRefunds(
  before: OrderBookings,
  cancelled: string[],
  input: RefundCancellingBookingsInput,
): RestateOrderLinesInput {
  const covered = before.live.filter((b) => cancelled.includes(b.id))
  const worth = covered.reduce((sum, b) => sum + Math.round(b.value * 100), 0)
  const kept = Math.round((before.captured - before.refunded_before) * 100)
  const amount = input.amount == null ? kept : Math.round(input.amount * 100)
  return {
    order_id: input.order_id,
    created_by: input.created_by ?? null,
    cancelled: covered.map((b, i) => ({
      booking_id: b.id,
      paid: b.value,
      refund:
        (Math.round(b.value * 100) + (i === covered.length - 1 ? Math.max(0, amount - worth) : 0)) /
        100,
    })),
  }
}

/**
 * A refund from the order's payment section with the reason "Cancel
 * bookings", under the order's lock: the bookings it covers are cancelled
 * (seats back at once), then the one refund workflow (`refund-order-money`)
 * makes the refund at Stripe and records it in Medusa, and each booking's
 * e-mail states its share. A refund of more than the payment keeps is
 * refused (400 `admin.refund.more_than_kept`) and gives the seats back.
 */
export const refundCancellingBookingsWorkflow = createWorkflow(
  "lifecycle-refund-cancelling-bookings",
  (input: RefundCancellingBookingsInput) => {
    const lock = transform({ input }, ({ input }) => orderLock(input.order_id))
    const lockHeld = acquireLockStep(lock)
    const before = readOrderBookingsStep(
      transform({ input }, ({ input }) => ({ order_id: input.order_id })),
    )
    const covered = bookingsCoveredByRefundStep(
      transform({ before, input }, ({ before, input }) => ({ before, amount: input.amount })),
    )
    const cancelled = cancelLiveBookingsStep(
      transform({ covered }, ({ covered }) => ({ booking_ids: covered })),
    )
    // Medusa's order states it: the covered bookings' lines leave; a refund beyond them is a credit line.
    restateOrderLinesStep(
      transform({ before, cancelled, input }, ({ before, cancelled, input }) =>
        coveredRefunds(before, cancelled, input),
      ),
    )
    refundOrderMoneyWorkflow.runAsStep({
      input: transform({ input }, ({ input }): RefundOrderMoneyInput => ({
        order_id: input.order_id,
        payment_id: input.payment_id,
        amount: input.amount ?? null,
        reason: "operator_refund",
        refund_reason_id: input.refund_reason_id,
        note: input.note ?? null,
        created_by: input.created_by ?? null,
        strict: true,
      })),
    })
    const { events, refunded } = bookingRefundEventsStep({ before, cancelled })
    when({ events }, ({ events }) => events.length > 0).then(() => {
      emitEventStep({ eventName: BOOKING_CANCELLED, data: events })
    })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(
      transform({ cancelled, refunded }, ({ cancelled, refunded }) => ({
        bookings_cancelled: cancelled,
        refunded,
      })),
    )
  },
)

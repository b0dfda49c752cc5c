import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { orderLock } from "../booking-lifecycle/order-lock"
import { bookingOrderStep } from "../booking-lifecycle/steps/booking-order"
import { restateOrderLinesStep } from "../booking-lifecycle/steps/restate-order-lines"
import {
  refundOrderMoneyWorkflow,
  type RefundOrderMoneyInput,
} from "../booking-lifecycle/refund-order-money"
import type { BookingCancelledEvent } from "../notification/steps/build-cancellation-mail"
import { cancelBookingSeatsStep } from "./steps/cancel-booking-seats"
import { checkBookingCancellationStep } from "./steps/check-booking-cancellation"

/** Event emitted once per booking a traveller cancelled; its subscriber sends the e-mail. */
export const BOOKING_CANCELLED = "booking.cancelled"

/**
 * A traveller cancels a booking within its policy: refused with the reason
 * when the policy does not allow it; otherwise the seats go back to the slot
 * at once, what the policy gives back is refunded (pay later: nothing to
 * refund) and `booking.cancelled` is emitted for the confirmation e-mail (a
 * mail outage never undoes a cancellation). Running it again for the same
 * booking changes nothing and emits nothing. Taken under the order's lock
 * (booking-lifecycle/order-lock.ts), as every transition of the lifecycle.
 */
export const cancelBookingWorkflow = createWorkflow(
  "cancel-booking",
  (input: { booking_id: string }) => {
    const order = bookingOrderStep(input)
    const lockHeld = acquireLockStep(transform({ order }, ({ order }) => orderLock(order.order_id)))
    const cancellation = checkBookingCancellationStep(input)
    const cancelledRow = cancelBookingSeatsStep(input)
    const cancelled = transform({ cancelledRow }, ({ cancelledRow }) => !!cancelledRow)
    // Medusa's order states it: the booking's lines leave, the policy's penalty stays as a line.
    when({ cancelled }, ({ cancelled }) => cancelled).then(() => {
      restateOrderLinesStep(
        transform({ cancellation }, ({ cancellation }) => ({
          order_id: cancellation.order_id,
          cancelled: [
            {
              booking_id: cancellation.booking_id,
              paid: cancellation.paid,
              refund: cancellation.refund,
            },
          ],
        })),
      )
    })
    // What the policy gives back, once: only the run that cancelled the booking refunds, under its key.
    const refund = refundOrderMoneyWorkflow.runAsStep({
      input: transform(
        { cancellation, cancelled },
        ({ cancellation, cancelled }): RefundOrderMoneyInput => ({
          order_id: cancellation.order_id,
          amount: cancelled ? cancellation.refund : 0,
          reason: "policy_cancellation",
          key: `cancel-booking:${cancellation.booking_id}`,
          note: `Cancellation of booking ${cancellation.booking_id}`,
        }),
      ),
    })
    const event = transform(
      { cancellation, refund },
      ({ cancellation, refund }): BookingCancelledEvent => ({
        booking_id: cancellation.booking_id,
        order_id: cancellation.order_id,
        refund:
          cancellation.paid > 0
            ? { amount: refund.amount, currency_code: cancellation.currency_code }
            : null,
        penalty_percent:
          cancellation.paid > 0 &&
          cancellation.quote.allowed &&
          cancellation.quote.penalty_percent > 0
            ? cancellation.quote.penalty_percent
            : null,
      }),
    )
    when({ cancelled }, ({ cancelled }) => cancelled).then(() => {
      emitEventStep({ eventName: BOOKING_CANCELLED, data: event })
    })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(
      transform({ cancellation, cancelled, event }, ({ cancellation, cancelled, event }) => ({
        booking_id: cancellation.booking_id,
        order_id: cancellation.order_id,
        status: "cancelled" as const,
        cancelled_now: cancelled,
        refund: event.refund,
      })),
    )
  },
)

import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  cancelOrderWorkflow,
  emitEventStep,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import type { MessageCode } from "../../lib/i18n/messages"
import { BOOKING_CANCELLED } from "../booking/cancel-booking"
import { orderLock } from "./order-lock"
import { bookingRefundEventsStep } from "./steps/booking-refund-events"
import { cancelLiveBookingsStep } from "./steps/cancel-live-bookings"
import { readOrderBookingsStep } from "./steps/read-order-bookings"
import { refundLinkAtStripeStep } from "./steps/refund-link-at-stripe"

export type CancelOrderLifecycleInput = {
  order_id: string
  canceled_by?: string
  /** The code an order already cancelled is refused with (the caller's own wording). */
  refusal?: MessageCode
}

/**
 * The operator cancels an order with bookings (Medusa's own "Cancel order"
 * and the pay-later follow-up's "Cancel and release seats"), under the
 * order's lock: every live booking is cancelled with its seats back at once,
 * then Medusa's own cancellation refunds what was captured in full (the
 * operator cancels: no policy penalty), cancels what was not, and emits
 * `order.canceled` (which expires an open payment link); a link's payment is
 * refunded at Stripe as Medusa recorded; each booking's e-mail states its
 * share of the refund, in the order's language.
 */
export const cancelOrderLifecycleWorkflow = createWorkflow(
  "lifecycle-cancel-order",
  (input: CancelOrderLifecycleInput) => {
    const lock = transform({ input }, ({ input }) => orderLock(input.order_id))
    acquireLockStep(lock)
    const before = readOrderBookingsStep(input)
    const cancelled = cancelLiveBookingsStep(
      transform({ before }, ({ before }) => ({ booking_ids: before.live.map((b) => b.id) })),
    )
    cancelOrderWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        order_id: input.order_id,
        canceled_by: input.canceled_by,
      })),
    })
    refundLinkAtStripeStep(transform({ input }, ({ input }) => ({ order_id: input.order_id })))
    const { events, refunded } = bookingRefundEventsStep({ before, cancelled })
    when({ events }, ({ events }) => events.length > 0).then(() => {
      emitEventStep({ eventName: BOOKING_CANCELLED, data: events })
    })
    releaseLockStep(transform({ input }, ({ input }) => ({ key: orderLock(input.order_id).key })))
    return new WorkflowResponse(
      transform({ cancelled, refunded, before }, ({ cancelled, refunded, before }) => ({
        status: "cancelled" as const,
        bookings_cancelled: cancelled.length,
        refund: { amount: refunded, currency_code: before.currency_code },
      })),
    )
  },
)

import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import type { MessageCode } from "../../lib/i18n/messages"
import { BOOKING_CANCELLED } from "../booking/cancel-booking"
import { orderLock } from "./order-lock"
import { refundOrderMoneyWorkflow, type RefundOrderMoneyInput } from "./refund-order-money"
import { bookingRefundEventsStep } from "./steps/booking-refund-events"
import { cancelLiveBookingsStep } from "./steps/cancel-live-bookings"
import { readOrderBookingsStep } from "./steps/read-order-bookings"
import { restateOrderLinesStep } from "./steps/restate-order-lines"

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
 * then the one refund workflow (`refund-order-money`) gives back everything
 * captured and not yet refunded (the operator cancels: no policy penalty;
 * the card's money and a paid link's at Stripe), Medusa's own cancellation
 * cancels what was not captured and emits `order.canceled` (which expires
 * an open payment link); each booking's e-mail states its share of the
 * refund, in the order's language.
 */
export const cancelOrderLifecycleWorkflow = createWorkflow(
  "lifecycle-cancel-order",
  (input: CancelOrderLifecycleInput) => {
    const lock = transform({ input }, ({ input }) => orderLock(input.order_id))
    const lockHeld = acquireLockStep(lock)
    const before = readOrderBookingsStep(input)
    const cancelled = cancelLiveBookingsStep(
      transform({ before }, ({ before }) => ({ booking_ids: before.live.map((b) => b.id) })),
    )
    // Medusa's order states it: every line leaves, credit lines come to zero (everything kept goes back).
    restateOrderLinesStep(
      transform({ input }, ({ input }) => ({
        order_id: input.order_id,
        all: true,
        created_by: input.canceled_by ?? null,
      })),
    )
    // Everything kept goes back through the one refund workflow; Medusa's cancellation then finds nothing left to refund.
    refundOrderMoneyWorkflow.runAsStep({
      input: transform({ input }, ({ input }): RefundOrderMoneyInput => ({
        order_id: input.order_id,
        amount: null,
        reason: "operator_cancellation",
        key: `cancel-order:${input.order_id}`,
        note: "Order cancelled by the operator",
        created_by: input.canceled_by ?? null,
      })),
    })
    cancelOrderWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        order_id: input.order_id,
        canceled_by: input.canceled_by,
      })),
    })
    const { events, refunded } = bookingRefundEventsStep({ before, cancelled })
    when({ events }, ({ events }) => events.length > 0).then(() => {
      emitEventStep({ eventName: BOOKING_CANCELLED, data: events })
    })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(
      transform({ cancelled, refunded, before }, ({ cancelled, refunded, before }) => ({
        status: "cancelled" as const,
        bookings_cancelled: cancelled.length,
        refund: { amount: refunded, currency_code: before.currency_code },
      })),
    )
  },
)

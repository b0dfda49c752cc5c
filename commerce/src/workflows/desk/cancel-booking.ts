import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { BOOKING_CANCELLED } from "../booking/cancel-booking"
import { orderLock } from "../booking-lifecycle/order-lock"
import { deskBookingOrderStep } from "./steps/desk-booking-order"
import { cancelLiveBookingsStep } from "../booking-lifecycle/steps/cancel-live-bookings"
import { restateOrderLinesStep } from "../booking-lifecycle/steps/restate-order-lines"
import {
  refundOrderMoneyWorkflow,
  type RefundOrderMoneyInput,
} from "../booking-lifecycle/refund-order-money"
import type { BookingCancelledEvent } from "../notification/steps/build-cancellation-mail"
import { deskCancellationStep, type DeskRefundMode } from "./steps/desk-cancellation"
import { recordBookingEventsStep } from "./steps/record-booking-events"

export type DeskCancelBookingInput = {
  booking_id: string
  mode: DeskRefundMode
  /** Major units, for `custom`. */
  amount?: number | null
  reason: string
  actor_id?: string | null
}

/**
 * The operator cancels one booking at the desk, under its order's lock (the
 * lifecycle's `cancel`): its seats go back at once, the refund the operator
 * chose (the policy's, in full, or an amount) is recorded by Medusa and made
 * by the card provider at Stripe (a payment link's money at Stripe too),
 * the history says who, when, how much and why, and the traveller's e-mail
 * (in the order's language) states the refund and the reason. A second
 * cancel, even at the same moment, waits for the lock and is refused: the
 * money goes back once. A refund Medusa refuses gives the seats back.
 */
export const deskCancelBookingWorkflow = createWorkflow(
  "desk-cancel-booking",
  (input: DeskCancelBookingInput) => {
    const order = deskBookingOrderStep(
      transform({ input }, ({ input }) => ({ booking_id: input.booking_id })),
    )
    const lockHeld = acquireLockStep(transform({ order }, ({ order }) => orderLock(order.order_id)))
    const plan = deskCancellationStep(
      transform({ input }, ({ input }) => ({
        booking_id: input.booking_id,
        mode: input.mode,
        amount: input.amount,
        reason: input.reason,
      })),
    )
    cancelLiveBookingsStep(transform({ plan }, ({ plan }) => ({ booking_ids: [plan.booking_id] })))
    // Medusa's order states it: the booking's lines leave, what the refund keeps stays as a line.
    restateOrderLinesStep(
      transform({ plan, input }, ({ plan, input }) => ({
        order_id: plan.order_id,
        cancelled: [
          {
            booking_id: plan.booking_id,
            paid: plan.paid,
            // "In full" means all it paid, whatever goodwill already gave back.
            refund: input.mode === "full" ? plan.paid : plan.refund,
          },
        ],
        created_by: input.actor_id ?? null,
      })),
    )
    // The refund the operator chose, through the one refund workflow (card and a paid link's money at Stripe).
    refundOrderMoneyWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }): RefundOrderMoneyInput => ({
        order_id: plan.order_id,
        amount: plan.refund,
        reason: "operator_cancellation",
        key: `desk-cancel:${plan.booking_id}`,
        note: plan.refunds[0]?.note ?? null,
        created_by: input.actor_id ?? null,
      })),
    })
    recordBookingEventsStep(
      transform({ plan, input }, ({ plan, input }) => ({
        events: [
          {
            order_id: plan.order_id,
            booking_id: plan.booking_id,
            action: "cancelled",
            actor_id: input.actor_id ?? null,
            key: `cancelled:${plan.booking_id}`,
            data: {
              mode: input.mode,
              reason: input.reason,
              refund: { amount: plan.refund, currency_code: plan.currency_code },
            },
          },
        ],
      })),
    )
    const event = transform({ plan, input }, ({ plan, input }): BookingCancelledEvent => ({
      booking_id: plan.booking_id,
      order_id: plan.order_id,
      refund: plan.paid > 0 ? { amount: plan.refund, currency_code: plan.currency_code } : null,
      penalty_percent: plan.penalty_percent,
      reason: input.reason,
    }))
    emitEventStep({ eventName: BOOKING_CANCELLED, data: event })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(
      transform({ plan }, ({ plan }) => ({
        booking_id: plan.booking_id,
        reference: plan.reference,
        status: "cancelled" as const,
        refund: { amount: plan.refund, currency_code: plan.currency_code },
      })),
    )
  },
)

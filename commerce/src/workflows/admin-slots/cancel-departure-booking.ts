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
import { cancelBookingSeatsStep } from "../booking/steps/cancel-booking-seats"
import { readDepartureBookingStep } from "./steps/read-departure-booking"

/** Event emitted once per booking of a cancelled departure; its subscriber sends the traveller's e-mail. */
export const DEPARTURE_CANCELLED = "booking.departure_cancelled"

/** What `booking.departure_cancelled` carries. */
export type DepartureCancelledEvent = {
  booking_id: string
  order_id: string
  handle: string
  refund: { amount: number; currency_code: string } | null
  /** The refund is all that was paid for the booking (false when an earlier refund took part of it). */
  refund_full: boolean
  message: string | null
}

export type CancelDepartureBookingInput = {
  booking_id: string
  handle: string
  message?: string | null
}

/**
 * One booking of a cancelled departure, as a transition of the booking
 * lifecycle under its order's lock (the key a payment link's settlement and
 * every operator transition take): the booking is cancelled with its seats
 * back, everything paid for it is refunded by the one refund workflow
 * (`refund-order-money`: the card's and a paid link's money at Stripe), and `booking.departure_cancelled`
 * is emitted for the e-mail. A booking cancelled already changes nothing and
 * emits nothing, so a retry is harmless.
 */
export const cancelDepartureBookingWorkflow = createWorkflow(
  "admin-cancel-departure-booking",
  (input: CancelDepartureBookingInput) => {
    const order = bookingOrderStep(input)
    const lockHeld = acquireLockStep(transform({ order }, ({ order }) => orderLock(order.order_id)))
    const facts = readDepartureBookingStep(input)
    const row = cancelBookingSeatsStep(input)
    const cancelled = transform({ row }, ({ row }) => !!row)
    // Medusa's order states it: the booking's lines leave (all it paid comes back: no penalty).
    when({ cancelled }, ({ cancelled }) => cancelled).then(() => {
      restateOrderLinesStep(
        transform({ facts }, ({ facts }) => ({
          order_id: facts.order_id,
          // All it paid is meant to come back; less only where goodwill already gave some back.
          cancelled: [{ booking_id: facts.booking_id, paid: facts.paid, refund: facts.paid }],
        })),
      )
    })
    // Everything paid for it and still kept, once (only the run that cancelled it refunds), through the one refund workflow.
    const refund = refundOrderMoneyWorkflow.runAsStep({
      input: transform({ facts, cancelled }, ({ facts, cancelled }): RefundOrderMoneyInput => ({
        order_id: facts.order_id,
        amount: cancelled ? facts.refund : 0,
        reason: "operator_cancellation",
        key: `refund-booking:${facts.booking_id}`,
        note: `Cancellation of booking ${facts.booking_id}`,
      })),
    })
    const event = transform(
      { facts, refund, input },
      ({ facts, refund, input }): DepartureCancelledEvent => ({
        booking_id: facts.booking_id,
        order_id: facts.order_id,
        handle: input.handle,
        refund:
          facts.paid > 0 ? { amount: refund.amount, currency_code: facts.currency_code } : null,
        refund_full: refund.amount >= facts.paid,
        message: input.message ?? null,
      }),
    )
    when({ cancelled }, ({ cancelled }) => cancelled).then(() => {
      emitEventStep({ eventName: DEPARTURE_CANCELLED, data: event })
    })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(
      transform({ event, cancelled }, ({ event, cancelled }) => ({
        ...event,
        cancelled_now: cancelled,
      })),
    )
  },
)

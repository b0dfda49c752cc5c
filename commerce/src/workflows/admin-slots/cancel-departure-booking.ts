import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { orderLock } from "../booking-lifecycle/order-lock"
import { bookingOrderStep } from "../booking-lifecycle/steps/booking-order"
import { refundLinkAtStripeStep } from "../booking-lifecycle/steps/refund-link-at-stripe"
import { cancelBookingSeatsStep } from "../booking/steps/cancel-booking-seats"
import { refundBookingStep } from "../booking/steps/refund-booking"
import { readDepartureBookingStep } from "./steps/read-departure-booking"

/** Event emitted once per booking of a cancelled departure; its subscriber sends the traveller's e-mail. */
export const DEPARTURE_CANCELLED = "booking.departure_cancelled"

/** What `booking.departure_cancelled` carries. */
export type DepartureCancelledEvent = {
  booking_id: string
  order_id: string
  handle: string
  refund: { amount: number; currency_code: string } | null
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
 * back, everything paid for it is refunded from the order's captured
 * payments (a paid link's money at Stripe too), and `booking.departure_cancelled`
 * is emitted for the e-mail. A booking cancelled already changes nothing and
 * emits nothing, so a retry is harmless.
 */
export const cancelDepartureBookingWorkflow = createWorkflow(
  "admin-cancel-departure-booking",
  (input: CancelDepartureBookingInput) => {
    const order = bookingOrderStep(input)
    acquireLockStep(transform({ order }, ({ order }) => orderLock(order.order_id)))
    const facts = readDepartureBookingStep(input)
    const row = cancelBookingSeatsStep(input)
    const cancelled = transform({ row }, ({ row }) => !!row)
    const refund = refundBookingStep(
      transform({ facts, cancelled }, ({ facts, cancelled }) => ({
        cancelled,
        amount: facts.paid,
        captured_payments: facts.captured_payments,
        booking_id: facts.booking_id,
      })),
    )
    refundLinkAtStripeStep(
      transform({ facts, refund }, ({ facts }) => ({ order_id: facts.order_id })),
    )
    const event = transform(
      { facts, refund, input },
      ({ facts, refund, input }): DepartureCancelledEvent => ({
        booking_id: facts.booking_id,
        order_id: facts.order_id,
        handle: input.handle,
        refund:
          facts.paid > 0 ? { amount: refund.refunded, currency_code: facts.currency_code } : null,
        message: input.message ?? null,
      }),
    )
    when({ cancelled }, ({ cancelled }) => cancelled).then(() => {
      emitEventStep({ eventName: DEPARTURE_CANCELLED, data: event })
    })
    releaseLockStep(transform({ order }, ({ order }) => ({ key: orderLock(order.order_id).key })))
    return new WorkflowResponse(
      transform({ event, cancelled }, ({ event, cancelled }) => ({
        ...event,
        cancelled_now: cancelled,
      })),
    )
  },
)

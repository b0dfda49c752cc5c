import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { orderLock } from "../booking-lifecycle/order-lock"
import { deskBookingOrderStep } from "./steps/desk-booking-order"
import { expirePaymentLinkStep } from "../payment/steps/expire-payment-link"
import { captureDueStep } from "./steps/capture-due"
import { recordBookingEventsStep } from "./steps/record-booking-events"

/** How the money was taken at the desk. */
export const DESK_PAYMENT_METHODS = ["cash", "bank_transfer", "card_terminal"] as const
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number]

export type DeskMarkPaidInput = {
  booking_id: string
  method: DeskPaymentMethod
  /** The receipt, transfer or terminal reference. */
  reference: string
  actor_id?: string | null
}

/**
 * A pay-later order paid at the desk (the lifecycle's `capture`), under the
 * order's lock: what its live bookings owe is captured (the order reads
 * paid: money state, pay-later follow-up, manifest), the method and
 * reference are recorded in the history with who and when; after the lock,
 * a payment link sent before is expired at Stripe (one paid in the race is
 * settled, and refunded in full since nothing is owed any more). A second
 * "mark paid" finds nothing due: 409.
 */
export const deskMarkPaidWorkflow = createWorkflow("desk-mark-paid", (input: DeskMarkPaidInput) => {
  const order = deskBookingOrderStep(
    transform({ input }, ({ input }) => ({ booking_id: input.booking_id })),
  )
  const lockHeld = acquireLockStep(transform({ order }, ({ order }) => orderLock(order.order_id)))
  const paid = captureDueStep(transform({ order }, ({ order }) => ({ order_id: order.order_id })))
  recordBookingEventsStep(
    transform({ order, paid, input }, ({ order, paid, input }) => ({
      events: [
        {
          order_id: order.order_id,
          booking_id: null,
          action: "marked_paid",
          actor_id: input.actor_id ?? null,
          data: {
            method: input.method,
            reference: input.reference,
            amount: paid.amount,
            currency_code: paid.currency_code,
          },
        },
      ],
    })),
  )
  releaseLockStep(lockHeld)
  const link = expirePaymentLinkStep(
    transform({ order }, ({ order }) => ({ order_id: order.order_id })),
  )
  return new WorkflowResponse(
    transform({ paid, link }, ({ paid, link }) => ({
      paid: { amount: paid.amount, currency_code: paid.currency_code },
      payment_link: link,
    })),
  )
})

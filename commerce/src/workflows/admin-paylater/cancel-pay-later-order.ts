import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { BOOKING_CANCELLED } from "../booking/cancel-booking"
import type { BookingCancelledEvent } from "../notification/steps/build-cancellation-mail"
import { assertPayLaterStep, cancelOrderBookingsStep } from "./steps"

/**
 * A shop admin cancels a pay-later order nobody paid: its bookings are
 * cancelled and their seats go back at once (as a traveller's cancellation
 * does, without the policy: nothing was paid), then Medusa cancels the order
 * and its pay-later payment, and each booking's cancellation e-mail is sent.
 * An order already paid or cancelled is refused and left alone.
 */
export const adminCancelPayLaterOrderWorkflow = createWorkflow(
  "admin-cancel-pay-later-order",
  (input: { order_id: string }) => {
    assertPayLaterStep(input)
    const cancelled = cancelOrderBookingsStep(input)
    cancelOrderWorkflow.runAsStep({ input: { order_id: input.order_id } })
    const events = transform({ cancelled, input }, ({ cancelled, input }): BookingCancelledEvent[] =>
      cancelled.map((booking_id) => ({ booking_id, order_id: input.order_id, refund: null, penalty_percent: null })),
    )
    emitEventStep({ eventName: BOOKING_CANCELLED, data: events })
    return new WorkflowResponse(
      transform({ cancelled }, ({ cancelled }) => ({ status: "cancelled" as const, bookings_cancelled: cancelled.length })),
    )
  },
)

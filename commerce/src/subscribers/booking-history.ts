import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { BookingEventInput } from "../modules/booking-desk/sql/history"
import {
  PAYMENT_LINK_PAID,
  type PaymentLinkPaidEvent,
} from "../workflows/payment/steps/settle-payment-link"
import { BOOKING_CHANGED } from "../workflows/booking-lifecycle/change-booking"
import type { BookingCancelledEvent } from "../workflows/notification/steps/build-cancellation-mail"
import { recordBookingHistoryWorkflow } from "../workflows/desk/record-history"

/** What `booking.changed` carries (the change workflow's event). */
type BookingChangedEvent = {
  booking_id: string
  order_id: string
  from_slot_id: string
  to_slot_id: string
  from_seats: number
  to_seats: number
  from_starts_at: string
  to_starts_at: string
  timezone: string
  difference: number
  currency_code: string
  changed_by: string | null
  changed_at: string
}

/**
 * The booking desk's history of what happened outside the desk's own
 * workflows: a booking cancelled (by the traveller, Medusa's own order
 * actions, the pay-later follow-up), changed (date, time or party: by whom,
 * from when to when) and a payment link paid. Keys make each line once-only, so the
 * desk's own record of its cancellation (with who and why) is the one kept.
 */
export default async function bookingHistory({
  event,
  container,
}: SubscriberArgs<BookingCancelledEvent | BookingChangedEvent | PaymentLinkPaidEvent>) {
  const events: BookingEventInput[] = []
  if (event.name === PAYMENT_LINK_PAID) {
    const paid = event.data as PaymentLinkPaidEvent
    events.push({
      order_id: paid.order_id,
      action: "payment_link_paid",
      key: `link_paid:${paid.payment_intent}`,
      data: { amount: paid.amount, currency_code: paid.currency_code },
    })
  } else if (event.name === BOOKING_CHANGED) {
    const { booking_id, order_id, changed_by, changed_at, ...change } =
      event.data as BookingChangedEvent
    events.push({
      order_id,
      booking_id,
      action: "changed",
      actor_id: changed_by,
      key: `changed:${booking_id}:${changed_at}`,
      data: change,
    })
  } else {
    const cancelled = event.data as BookingCancelledEvent
    events.push({
      order_id: cancelled.order_id,
      booking_id: cancelled.booking_id,
      action: "cancelled",
      key: `cancelled:${cancelled.booking_id}`,
      data: { refund: cancelled.refund, penalty_percent: cancelled.penalty_percent },
    })
  }
  await recordBookingHistoryWorkflow(container).run({ input: { events } })
}

export const config: SubscriberConfig = {
  event: ["booking.cancelled", BOOKING_CHANGED, PAYMENT_LINK_PAID],
  context: { subscriberId: "booking-history" },
}

import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendCancellationMailWorkflow } from "../workflows/notification/send-cancellation-mail"
import type { BookingCancelledEvent } from "../workflows/notification/steps/build-cancellation-mail"

/** Confirms a cancellation to the traveller by e-mail, with the refund. */
export default async function bookingCancelledMail({
  event,
  container,
}: SubscriberArgs<BookingCancelledEvent>) {
  try {
    await sendCancellationMailWorkflow(container).run({ input: event.data })
  } catch (error) {
    container
      .resolve("logger")
      .error(
        `Cancellation e-mail for ${event.data.booking_id} was not sent: ${(error as Error).message}`,
      )
    throw error
  }
}

export const config: SubscriberConfig = { event: "booking.cancelled" }

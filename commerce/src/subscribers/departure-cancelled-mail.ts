import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { DepartureCancelledEvent } from "../workflows/admin-slots/cancel-departure-booking"
import { sendDepartureMailWorkflow } from "../workflows/notification/send-departure-mail"

/** Tells each traveller of a cancelled departure, in their order's language, with the refund and a link to rebook. */
export default async function departureCancelledMail({
  event,
  container,
}: SubscriberArgs<DepartureCancelledEvent>) {
  try {
    await sendDepartureMailWorkflow(container).run({ input: event.data })
  } catch (error) {
    container
      .resolve("logger")
      .error(
        `Departure e-mail for ${event.data.booking_id} was not sent: ${(error as Error).message}`,
      )
    throw error
  }
}

export const config: SubscriberConfig = { event: "booking.departure_cancelled" }

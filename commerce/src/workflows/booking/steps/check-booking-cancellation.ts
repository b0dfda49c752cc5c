import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { bookingCancellation, cancellationRefused } from "../../../lib/booking-cancellation"

/**
 * Quotes a booking's cancellation now and refuses it with the policy's
 * reason. A booking already cancelled passes (the rest of the workflow then
 * does nothing), so cancelling twice is harmless.
 */
export const checkBookingCancellationStep = createStep(
  "check-booking-cancellation",
  async (input: { booking_id: string }, { container }) => {
    const cancellation = await bookingCancellation(container, input.booking_id)
    if (cancellation.status === "confirmed" && !cancellation.quote.allowed)
      throw cancellationRefused(cancellation.quote)
    return new StepResponse(cancellation)
  },
)

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { bookingCancellation } from "../../../lib/booking-cancellation"

/**
 * What cancelling a departure's booking gives back: everything its traveller
 * paid for it (the operator cancels: no policy penalty).
 */
export const readDepartureBookingStep = createStep(
  "admin-read-departure-booking",
  async (input: { booking_id: string }, { container }) => {
    const c = await bookingCancellation(container, input.booking_id)
    return new StepResponse({
      booking_id: c.booking_id,
      order_id: c.order_id,
      paid: c.paid,
      currency_code: c.currency_code,
      captured_payments: c.captured_payments,
    })
  },
)

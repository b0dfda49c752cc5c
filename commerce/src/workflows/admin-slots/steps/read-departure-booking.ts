import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { departureRefunds } from "../../../lib/departure-refund"

/**
 * What cancelling a departure's booking gives back: everything its traveller
 * paid for it (the operator cancels: no policy penalty), never more than the
 * order's payments still keep (`departureRefunds`, the figure the
 * departure's preview showed). Read under the order's lock.
 */
export const readDepartureBookingStep = createStep(
  "admin-read-departure-booking",
  async (input: { booking_id: string }, { container }) => {
    const [c] = await departureRefunds(container, [input.booking_id])
    return new StepResponse({
      booking_id: c.booking_id,
      order_id: c.order_id,
      paid: c.paid,
      refund: c.refund_now,
      currency_code: c.currency_code,
      captured_payments: c.captured_payments,
    })
  },
)

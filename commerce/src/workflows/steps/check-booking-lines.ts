import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertBookingLinesMatchHolds } from "../../lib/booking-lines"

/**
 * Refuses a cart whose booking lines are not exactly what its live holds
 * hold, and returns the holds as checked for the conversion to re-check.
 */
export const checkBookingLinesStep = createStep(
  "check-booking-lines",
  async (input: { cart_id: string }, { container }) =>
    new StepResponse(await assertBookingLinesMatchHolds(container, input.cart_id)),
)

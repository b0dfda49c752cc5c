import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { BookingRequestInput } from "../../lib/booking-request"
import { resolveBooking } from "../../lib/resolve-booking"

/** Checks a booking request and turns it into cart lines and seats (see resolveBookingRequest). */
export const resolveBookingStep = createStep(
  "resolve-booking",
  async (input: BookingRequestInput & { slot_id: string }, { container }) =>
    new StepResponse(await resolveBooking(container, input)),
)

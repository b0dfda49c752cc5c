import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_DESK_MODULE } from "../../../modules/booking-desk"
import type BookingDeskModuleService from "../../../modules/booking-desk/service"
import type { BookingEventInput } from "../../../modules/booking-desk/sql/history"

/**
 * Writes lines of a booking's history (who did what, when); a line whose
 * once-only key exists is skipped. Compensation removes what it wrote, so a
 * transition that fails later leaves no line behind.
 */
export const recordBookingEventsStep = createStep(
  "desk-record-booking-events",
  async (input: { events: BookingEventInput[] }, { container }) => {
    const desk: BookingDeskModuleService = container.resolve(BOOKING_DESK_MODULE)
    const ids = await desk.recordEvents(input.events)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    const desk: BookingDeskModuleService = container.resolve(BOOKING_DESK_MODULE)
    await desk.removeEvents(ids)
  },
)

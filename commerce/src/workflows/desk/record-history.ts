import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { BookingEventInput } from "../../modules/booking-desk/sql/history"
import { recordBookingEventsStep } from "./steps/record-booking-events"

/** Writes lines of bookings' history; a line whose once-only key exists is skipped (safe to run twice). */
export const recordBookingHistoryWorkflow = createWorkflow(
  "desk-record-booking-history",
  (input: { events: BookingEventInput[] }) => new WorkflowResponse(recordBookingEventsStep(input)),
)

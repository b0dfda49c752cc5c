import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteScheduleStep, pruneScheduleSlotsStep } from "./steps/schedule-steps"

/**
 * A shop admin removes a weekly schedule: its future empty slots go, slots
 * with seats held or booked stay for the admin to close or keep.
 */
export const adminDeleteScheduleWorkflow = createWorkflow(
  "admin-delete-schedule",
  (input: { schedule_id: string }) => {
    deleteScheduleStep(input)
    return new WorkflowResponse({ slots_removed: pruneScheduleSlotsStep(input) })
  },
)

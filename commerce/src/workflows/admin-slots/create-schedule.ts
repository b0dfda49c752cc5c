import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  createScheduleStep,
  generateScheduleSlotsStep,
  type NewSchedule,
} from "./steps/schedule-steps"

/**
 * A shop admin adds a weekly schedule to an option (a season: its own
 * validity dates, weekdays, times and capacity), refused when it overlaps
 * another; its slots are created over the booking window (never in the
 * past, closed where a closure rule says so).
 */
export const adminCreateScheduleWorkflow = createWorkflow(
  "admin-create-schedule",
  (input: NewSchedule) => {
    const { schedule_id } = createScheduleStep(input)
    const created = generateScheduleSlotsStep(
      transform({ schedule_id }, ({ schedule_id }) => ({ schedule_id })),
    )
    return new WorkflowResponse(
      transform({ schedule_id, created }, ({ schedule_id, created }) => ({
        schedule_id,
        slots_created: created,
      })),
    )
  },
)

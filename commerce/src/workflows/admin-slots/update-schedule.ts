import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  applyScheduleCapacityStep,
  generateScheduleSlotsStep,
  pruneScheduleSlotsStep,
  updateScheduleStep,
  type ScheduleChange,
} from "./steps/schedule-steps"

/**
 * A shop admin edits a weekly schedule: the new rule is saved (refused when
 * its validity dates and weekdays overlap another schedule of the option),
 * a new capacity reaches its future slots (refused with the numbers when one
 * has more seats taken), future slots it no longer describes go away unless
 * someone holds or booked seats on them (those stay for the admin to close),
 * and the slots it now describes are created over the booking window: never
 * in the past, and closed where a closure rule says so.
 */
export const adminUpdateScheduleWorkflow = createWorkflow(
  "admin-update-schedule",
  (input: ScheduleChange) => {
    const { capacity_before } = updateScheduleStep(input)
    applyScheduleCapacityStep(
      transform({ input, capacity_before }, ({ input, capacity_before }) => ({
        schedule_id: input.schedule_id,
        capacity: input.capacity,
        capacity_before,
      })),
    )
    const ref = transform({ input }, ({ input }) => ({ schedule_id: input.schedule_id }))
    const removed = pruneScheduleSlotsStep(ref)
    const created = generateScheduleSlotsStep(ref)
    return new WorkflowResponse(
      transform({ removed, created }, ({ removed, created }) => ({
        slots_removed: removed,
        slots_created: created,
      })),
    )
  },
)

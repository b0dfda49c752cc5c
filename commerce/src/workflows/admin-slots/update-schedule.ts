import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  generateScheduleSlotsStep,
  pruneScheduleSlotsStep,
  updateScheduleStep,
  type ScheduleChange,
} from "./steps/schedule-steps"

/**
 * A shop admin edits a weekly schedule: the new rule is saved, future slots
 * it no longer describes go away unless someone holds or booked seats on
 * them (those stay for the admin to close), and the slots it now describes
 * are created over the booking window. Slots already there keep their
 * capacity and status.
 */
export const adminUpdateScheduleWorkflow = createWorkflow("admin-update-schedule", (input: ScheduleChange) => {
  updateScheduleStep(input)
  const ref = transform({ input }, ({ input }) => ({ schedule_id: input.schedule_id }))
  const removed = pruneScheduleSlotsStep(ref)
  const created = generateScheduleSlotsStep(ref)
  return new WorkflowResponse(
    transform({ removed, created }, ({ removed, created }) => ({ slots_removed: removed, slots_created: created })),
  )
})

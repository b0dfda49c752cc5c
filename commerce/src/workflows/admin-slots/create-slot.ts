import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createOneOffSlotStep } from "./steps/slot-steps"

/** A shop admin adds a one-off slot to an option, outside its weekly schedules. */
export const adminCreateSlotWorkflow = createWorkflow(
  "admin-create-one-off-slot",
  (input: {
    option_id: string
    date: string
    start_time: string
    duration_minutes: number
    capacity: number
  }) => {
    return new WorkflowResponse(createOneOffSlotStep(input))
  },
)

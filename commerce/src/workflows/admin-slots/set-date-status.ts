import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { changeClosureStep } from "./steps/slot-steps"

/**
 * A shop admin closes (a closure rule) or reopens a date of an experience,
 * optionally of one option or one start time; slots created later on a
 * closed date are closed too.
 */
export const adminSetDateStatusWorkflow = createWorkflow(
  "admin-set-date-status",
  (input: {
    product_id: string
    date: string
    option_code?: string
    local_time?: string
    status: "open" | "closed"
    reason?: string | null
  }) => {
    return new WorkflowResponse(changeClosureStep(input))
  },
)

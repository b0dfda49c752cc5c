import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setDateStatusStep } from "./steps/slot-steps"

/** A shop admin closes (or reopens) a date of an experience, optionally of one option. */
export const adminSetDateStatusWorkflow = createWorkflow(
  "admin-set-date-status",
  (input: { product_id: string; date: string; option_code?: string; status: "open" | "closed" }) => {
    return new WorkflowResponse(setDateStatusStep(input))
  },
)

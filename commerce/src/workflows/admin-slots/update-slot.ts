import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setSlotCapacityStep, setSlotStatusStep } from "./steps/slot-steps"

/**
 * A shop admin changes one slot: its capacity (never below held + booked)
 * and/or whether it is open. A refused capacity changes nothing.
 */
export const adminUpdateSlotWorkflow = createWorkflow(
  "admin-update-slot",
  (input: { slot_id: string; capacity?: number; status?: "open" | "closed" }) => {
    setSlotCapacityStep(input)
    setSlotStatusStep(input)
    return new WorkflowResponse(input.slot_id)
  },
)

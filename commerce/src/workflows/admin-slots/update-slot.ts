import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { changeClosureStep, setSlotCapacityStep, slotScopeStep } from "./steps/slot-steps"

/**
 * A shop admin changes one slot: its capacity (never below held + booked)
 * and/or whether it is open (a closure rule of its date, option and start
 * time, so a schedule save cannot reopen it). A refused change changes
 * nothing.
 */
export const adminUpdateSlotWorkflow = createWorkflow(
  "admin-update-slot",
  (input: {
    slot_id: string
    capacity?: number
    status?: "open" | "closed"
    reason?: string | null
  }) => {
    const scope = slotScopeStep(input)
    setSlotCapacityStep(input)
    when({ scope }, ({ scope }) => scope.changes).then(() => {
      changeClosureStep(
        transform({ scope }, ({ scope }) => ({
          product_id: scope.product_id,
          date: scope.date,
          option_code: scope.option_code,
          local_time: scope.local_time,
          status: scope.status!,
          reason: scope.reason,
        })),
      )
    })
    return new WorkflowResponse(input.slot_id)
  },
)

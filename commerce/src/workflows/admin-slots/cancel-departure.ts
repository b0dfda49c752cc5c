import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { departureLock } from "../locks"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import {
  cancelDepartureBookingsStep,
  closeDepartureStep,
  type DepartureScope,
} from "./steps/departure-steps"

export type CancelDepartureInput = DepartureScope & { handle: string; message?: string | null }

/**
 * A shop admin cancels a departure with bookings: the slot (or date) is
 * closed by a closure rule and the seats carts hold on it are given back
 * (no booking can be made on it from then on), then every booking on it is
 * cancelled with a full refund and its traveller e-mailed in the order's
 * language, with the operator's message and a link to book another date.
 * Bookings a completion converted while it was closing are found by looking
 * again after the cancellations.
 */
export const adminCancelDepartureWorkflow = createWorkflow(
  "admin-cancel-departure",
  (input: CancelDepartureInput) => {
    const lockHeld = acquireLockStep(
      transform({ input }, ({ input }) => departureLock(input.product_id, input.local_date)),
    )
    const closed = closeDepartureStep(
      transform({ input }, ({ input }) => ({
        product_id: input.product_id,
        local_date: input.local_date,
        option_code: input.option_code ?? null,
        local_time: input.local_time ?? null,
        reason: input.reason ?? null,
      })),
    )
    const outcome = cancelDepartureBookingsStep(
      transform({ closed, input }, ({ closed, input }) => ({
        slot_ids: closed.slot_ids,
        handle: input.handle,
        message: input.message ?? null,
      })),
    )
    releaseLockStep(lockHeld)
    return new WorkflowResponse(
      transform({ closed, outcome }, ({ closed, outcome }) => ({
        slots_closed: closed.slot_ids.length,
        holds_released: closed.holds_released,
        bookings_cancelled: outcome.cancelled.filter((c) => c.cancelled_now).length,
        cancelled: outcome.cancelled,
        failed: outcome.failed,
      })),
    )
  },
)

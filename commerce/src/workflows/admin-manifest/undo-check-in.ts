import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { orderLock } from "../booking-lifecycle/order-lock"
import { findBookingByReferenceStep } from "./steps/find-booking-by-reference"
import { undoCheckInStep } from "./steps/undo-check-in"

/** Event emitted when a check-in is undone (data: booking, order, admin, when). */
export const BOOKING_CHECK_IN_UNDONE = "booking.check_in_undone"

/**
 * Undoes a check-in scanned by mistake: the booking is not checked in any
 * more, and who undid it and when is recorded on it (409 when it was not
 * checked in). Under the order's lock, as check-in.
 */
export const undoCheckInWorkflow = createWorkflow(
  "admin-undo-check-in",
  (input: { reference: string; actor_id?: string | null }) => {
    const target = findBookingByReferenceStep(
      transform({ input }, ({ input }) => ({ reference: input.reference })),
    )
    const lockHeld = acquireLockStep(
      transform({ target }, ({ target }) => orderLock(target.order_id)),
    )
    const undone = undoCheckInStep(
      transform({ input, target }, ({ input, target }) => ({
        target,
        actor_id: input.actor_id ?? null,
      })),
    )
    const result = transform({ target, undone }, ({ target, undone }) => ({
      booking_id: target.booking_id,
      order_id: target.order_id,
      reference: target.reference,
      timezone: target.timezone,
      was_checked_in_at: undone.was_checked_in_at,
      undone_at: undone.undone_at,
      undone_by: undone.undone_by,
    }))
    emitEventStep({ eventName: BOOKING_CHECK_IN_UNDONE, data: result })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(result)
  },
)

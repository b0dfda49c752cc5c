import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { COMPLETION_LOCK } from "../complete-booking-cart"
import { findOrderlessBookingsStep } from "./steps/find-orderless-bookings"
import { revertOrderlessBookingsStep } from "./steps/revert-orderless-bookings"

/** The orders gone from under their bookings (see `findOrderlessBookingsStep`). */
export const findOrderlessBookingsWorkflow = createWorkflow("find-orderless-bookings", () => {
  return new WorkflowResponse(findOrderlessBookingsStep())
})

/**
 * Gives a gone order's bookings back to its cart as holds, under the cart's
 * lock (the completion's key: a retried checkout and this never run at once).
 */
export const releaseOrderlessBookingsWorkflow = createWorkflow(
  "release-orderless-bookings",
  (input: { order_id: string; cart_id: string }) => {
    const lockHeld = acquireLockStep({ key: input.cart_id, timeout: 2, ttl: COMPLETION_LOCK.ttl })
    const reverted = revertOrderlessBookingsStep({ order_id: input.order_id })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(reverted)
  },
)

import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { orderLock } from "../booking-lifecycle/order-lock"
import { checkCheckInStep } from "./steps/check-check-in"
import { findBookingByReferenceStep } from "./steps/find-booking-by-reference"
import { markCheckedInStep } from "./steps/mark-checked-in"

export { normaliseReference } from "./steps/find-booking-by-reference"

/** Event emitted when a booking is checked in (data: booking, order, admin, when). */
export const BOOKING_CHECKED_IN = "booking.checked_in"

export type CheckInBookingInput = {
  reference: string
  /** The manifest's local date (YYYY-MM-DD); the experience's today when absent. */
  date?: string
  confirm_unpaid?: boolean
  actor_id?: string | null
}

/**
 * Check-in at the meeting point: the voucher's reference (scanned from its
 * QR code or typed) marks its booking as used, under the order's lock so a
 * cancellation or refund in flight is seen before, never between. Refused
 * for a cancelled or refunded booking or order and for another date (with
 * the booking's local date and time); an unpaid booking needs
 * `confirm_unpaid`; a repeat scan says when it was checked in.
 */
export const checkInBookingWorkflow = createWorkflow(
  "admin-check-in-booking",
  (input: CheckInBookingInput) => {
    const target = findBookingByReferenceStep(
      transform({ input }, ({ input }) => ({ reference: input.reference })),
    )
    const lockHeld = acquireLockStep(
      transform({ target }, ({ target }) => orderLock(target.order_id)),
    )
    const check = checkCheckInStep(
      transform({ input, target }, ({ input, target }) => ({
        target,
        date: input.date,
        confirm_unpaid: input.confirm_unpaid,
      })),
    )
    const marked = markCheckedInStep(
      transform({ input, target }, ({ input, target }) => ({
        target,
        actor_id: input.actor_id ?? null,
      })),
    )
    const result = transform({ target, marked, check }, ({ target, marked, check }) => ({
      booking_id: target.booking_id,
      order_id: target.order_id,
      reference: target.reference,
      local_date: target.local_date,
      starts_at: target.starts_at,
      timezone: target.timezone,
      checked_in_at: marked.checked_in_at,
      checked_in_by: marked.checked_in_by,
      unpaid: check.unpaid,
    }))
    emitEventStep({ eventName: BOOKING_CHECKED_IN, data: result })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(result)
  },
)

import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { COMPLETION_LOCK } from "../complete-booking-cart"
import { assertCartOpenStep } from "../steps/assert-cart-open"
import { dropLostLinesStep } from "./steps/drop-lost-lines"
import { salvageCartHoldsStep } from "./steps/salvage-cart-holds"

export type SalvageCardBookingsInput = { cart_id: string }

/**
 * A paid cart whose completion failed because some holds lapsed and their
 * seats were sold meanwhile: under the cart's lock, keeps what can still be
 * booked and takes the rest out of the cart, recorded as failed bookings, so
 * that the completion can place an order of what is booked (partial success).
 */
export const salvageCardBookingsWorkflow = createWorkflow(
  "salvage-card-bookings",
  (input: SalvageCardBookingsInput) => {
    const lockHeld = acquireLockStep({ key: input.cart_id, ...COMPLETION_LOCK })
    assertCartOpenStep({ cart_id: input.cart_id, require_email: true })
    const salvaged = salvageCartHoldsStep({ cart_id: input.cart_id })
    const failed = dropLostLinesStep(
      transform({ input, salvaged }, ({ input, salvaged }) => ({
        cart_id: input.cart_id,
        lost: salvaged.kept.length ? salvaged.lost : [],
      })),
    )
    releaseLockStep(lockHeld)
    return new WorkflowResponse(
      transform({ salvaged, failed }, ({ salvaged, failed }) => ({
        kept: salvaged.kept.length,
        failed,
      })),
    )
  },
)

import { acquireLockStep, releaseLockStep } from "./steps/acquire-lock"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CART_CHANGE_LOCK } from "./add-booking-to-cart"
import { assertCartOpenStep } from "./steps/assert-cart-open"
import { checkBookingLinesStep } from "./steps/check-booking-lines"
import { extendCartHoldsStep } from "./steps/extend-cart-holds"
import { validateCartCheckStep } from "./steps/validate-cart-check"

/**
 * The traveller opens checkout: the cart must be open, have an e-mail, pass
 * its check and have lines that match its holds; its holds are then kept for
 * another hold period (taken again if they lapsed and the seats are free),
 * never past their maximum lifetime, so the seats stay theirs while they pay.
 */
export const startBookingCheckoutWorkflow = createWorkflow(
  "start-booking-checkout",
  (input: { cart_id: string }) => {
    const lockHeld = acquireLockStep({ key: input.cart_id, ...CART_CHANGE_LOCK })
    assertCartOpenStep({ cart_id: input.cart_id, require_email: true })
    validateCartCheckStep({ cart_id: input.cart_id })
    const holds = extendCartHoldsStep({ cart_id: input.cart_id })
    checkBookingLinesStep({ cart_id: input.cart_id })
    releaseLockStep(lockHeld)
    return new WorkflowResponse({ holds })
  },
)

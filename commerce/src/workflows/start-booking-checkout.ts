import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { extendCartHoldsStep } from "./steps/extend-cart-holds"
import { validateCartReviewStep } from "./steps/validate-cart-review"

/**
 * The traveller opens checkout: the cart must not need review, and its holds
 * are kept for another hold period (taken again if they lapsed and the seats
 * are free) so the seats stay theirs while they pay.
 */
export const startBookingCheckoutWorkflow = createWorkflow(
  "start-booking-checkout",
  (input: { cart_id: string; hold_minutes: number }) => {
    validateCartReviewStep({ cart_id: input.cart_id })
    const holds = extendCartHoldsStep({ cart_id: input.cart_id, ttl_minutes: input.hold_minutes })
    return new WorkflowResponse({ holds })
  },
)

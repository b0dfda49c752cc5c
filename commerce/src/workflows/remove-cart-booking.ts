import { deleteLineItemsWorkflow } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "./steps/acquire-lock"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CART_CHANGE_LOCK } from "./add-booking-to-cart"
import { assertCartOpenStep } from "./steps/assert-cart-open"
import { findHoldLinesStep } from "./steps/find-hold-lines"
import { releaseHoldsStep } from "./steps/release-holds"
import { applyPromotionPolicyWorkflow } from "./promotions/apply-promotion-policy"
import { readCartCodesStep } from "./promotions/steps/read-cart-codes"

/**
 * Removes a booking from an open cart, under the cart's lock: its lines go,
 * then its seats are given back. A booking already sold (or removed) is not
 * found. A part of a combo removes the whole combo.
 */
export const removeCartBookingWorkflow = createWorkflow(
  "remove-cart-booking",
  (input: { cart_id: string; hold_id: string }) => {
    const lockHeld = acquireLockStep({ key: input.cart_id, ...CART_CHANGE_LOCK })
    assertCartOpenStep({ cart_id: input.cart_id })
    const { hold, lineIds, holdIds } = findHoldLinesStep({ ...input, live_only: true })
    const codes = readCartCodesStep({ cart_id: input.cart_id })
    deleteLineItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, ids: lineIds } })
    applyPromotionPolicyWorkflow.runAsStep({ input: { cart_id: input.cart_id, codes } })
    releaseHoldsStep(holdIds)
    releaseLockStep(lockHeld)
    return new WorkflowResponse(hold.id)
  },
)

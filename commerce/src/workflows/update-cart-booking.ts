import { addToCartWorkflow, deleteLineItemsWorkflow } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "./steps/acquire-lock"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CART_CHANGE_LOCK } from "./add-booking-to-cart"
import { adjustHoldStep } from "./steps/adjust-hold"
import { assertCartOpenStep } from "./steps/assert-cart-open"
import { findHoldLinesStep } from "./steps/find-hold-lines"
import { applyPromotionPolicyWorkflow } from "./promotions/apply-promotion-policy"
import { readCartCodesStep } from "./promotions/steps/read-cart-codes"
import type { BookingRequestInput } from "../lib/booking-request"
import { resolveBookingStep } from "./steps/resolve-booking"

export type UpdateCartBookingInput = BookingRequestInput & {
  cart_id: string
  hold_id: string
}

/**
 * Changes the travellers, extras or pickup point of a booking in a cart: the
 * hold grows (atomically) or shrinks first, then the booking's lines are
 * replaced by lines for the new request. Changes of one cart run one at a
 * time under its lock, so two clicks on a stepper cannot leave lines for one
 * request on a hold sized for the other: the lines are always rewritten from
 * the hold as this change leaves it.
 */
export const updateCartBookingWorkflow = createWorkflow(
  "update-cart-booking",
  (input: UpdateCartBookingInput) => {
    const lockHeld = acquireLockStep({ key: input.cart_id, ...CART_CHANGE_LOCK })
    assertCartOpenStep({ cart_id: input.cart_id })
    const { hold, lineIds } = findHoldLinesStep({
      cart_id: input.cart_id,
      hold_id: input.hold_id,
      refuse_combo: true,
    })
    const request = transform({ input, hold }, ({ input, hold }) => ({
      slot_id: hold.slot_id,
      travellers: input.travellers,
      items: input.items,
      extras: input.extras,
      pickup_point_id: input.pickup_point_id,
    }))
    const resolved = resolveBookingStep(request)
    const adjustInput = transform({ input, resolved }, ({ input, resolved }) => ({
      hold_id: input.hold_id,
      cart_id: input.cart_id,
      seats: resolved.seats,
      ...resolved.request,
    }))
    const adjusted = adjustHoldStep(adjustInput)
    // Rewriting every line of a one-booking cart empties it for a moment, and
    // Medusa drops the codes of an empty cart: they are read first and put
    // back under the promotion policy (those that stopped applying are noted).
    const codes = readCartCodesStep({ cart_id: input.cart_id })
    deleteLineItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, ids: lineIds } })
    const items = transform({ resolved, input }, ({ resolved, input }) =>
      resolved.lines.map((line) => ({
        ...line,
        metadata: { ...line.metadata, hold_id: input.hold_id },
      })),
    )
    addToCartWorkflow.runAsStep({ input: { cart_id: input.cart_id, items } })
    applyPromotionPolicyWorkflow.runAsStep({ input: { cart_id: input.cart_id, codes } })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(adjusted)
  },
)

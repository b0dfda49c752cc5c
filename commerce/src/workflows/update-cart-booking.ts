import { addToCartWorkflow, deleteLineItemsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { adjustHoldStep } from "./steps/adjust-hold"
import { findHoldLinesStep } from "./steps/find-hold-lines"
import type { BookingRequestInput } from "../lib/booking-request"
import { resolveBookingStep } from "./steps/resolve-booking"

export type UpdateCartBookingInput = BookingRequestInput & {
  cart_id: string
  hold_id: string
  hold_minutes: number
}

/**
 * Changes the travellers, extras or pickup point of a booking in a cart: the
 * hold grows (atomically) or shrinks first, then the booking's lines are
 * replaced by lines for the new request.
 */
export const updateCartBookingWorkflow = createWorkflow(
  "update-cart-booking",
  (input: UpdateCartBookingInput) => {
    const { hold, lineIds } = findHoldLinesStep({ cart_id: input.cart_id, hold_id: input.hold_id })
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
      ttl_minutes: input.hold_minutes,
      ...resolved.request,
    }))
    const adjusted = adjustHoldStep(adjustInput)
    deleteLineItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, ids: lineIds } })
    const items = transform({ resolved, input }, ({ resolved, input }) =>
      resolved.lines.map((line) => ({ ...line, metadata: { ...line.metadata, hold_id: input.hold_id } })),
    )
    addToCartWorkflow.runAsStep({ input: { cart_id: input.cart_id, items } })
    return new WorkflowResponse(adjusted)
  },
)

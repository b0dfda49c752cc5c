import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { holdSeatsStep } from "./steps/hold-seats"
import { resolveBookingStep, type BookingRequestInput } from "./steps/resolve-booking"

export type AddBookingToCartInput = BookingRequestInput & {
  cart_id: string
  slot_id: string
  hold_minutes: number
}

/**
 * Adds a booking (a slot, its travellers, extras and pickup point) to a cart:
 * the seats are held first, atomically, then its lines join the cart. If
 * adding the lines fails, the hold is released.
 */
export const addBookingToCartWorkflow = createWorkflow(
  "add-booking-to-cart",
  (input: AddBookingToCartInput) => {
    const resolved = resolveBookingStep(input)
    const holdInput = transform({ input, resolved }, ({ input, resolved }) => ({
      slot_id: input.slot_id,
      cart_id: input.cart_id,
      seats: resolved.seats,
      ttl_minutes: input.hold_minutes,
      ...resolved.request,
    }))
    const hold = holdSeatsStep(holdInput)
    const items = transform({ resolved, hold }, ({ resolved, hold }) =>
      resolved.lines.map((line) => ({ ...line, metadata: { ...line.metadata, hold_id: hold.id } })),
    )
    addToCartWorkflow.runAsStep({ input: { cart_id: input.cart_id, items } })
    return new WorkflowResponse(hold)
  },
)

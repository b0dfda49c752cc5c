import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { BookingRequestInput } from "../lib/booking-request"
import { holdBookingStep } from "./steps/hold-booking"

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
    const { hold, lines } = holdBookingStep({
      slot_id: input.slot_id,
      cart_id: input.cart_id,
      ttl_minutes: input.hold_minutes,
      travellers: input.travellers,
      items: input.items,
      extras: input.extras,
      pickup_point_id: input.pickup_point_id,
    })
    addToCartWorkflow.runAsStep({ input: { cart_id: input.cart_id, items: lines } })
    return new WorkflowResponse(hold)
  },
)

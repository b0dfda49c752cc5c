import { acquireLockStep, addToCartWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { BookingRequestInput } from "../lib/booking-request"
import { assertCartOpenStep } from "./steps/assert-cart-open"
import { holdBookingStep } from "./steps/hold-booking"

/** Cart changes wait briefly for the cart's lock (another tab, a double click), then say the cart is busy. */
export const CART_CHANGE_LOCK = { timeout: 10, ttl: 30 }

export type AddBookingToCartInput = BookingRequestInput & {
  cart_id: string
  slot_id: string
  hold_minutes: number
}

/**
 * Adds a booking (a slot, its travellers, extras and pickup point) to a cart:
 * the seats are held first, atomically, then its lines join the cart. If
 * adding the lines fails, the hold is released. Runs under the cart's lock
 * (the key Medusa's cart workflows use), on an open cart only.
 */
export const addBookingToCartWorkflow = createWorkflow(
  "add-booking-to-cart",
  (input: AddBookingToCartInput) => {
    acquireLockStep({ key: input.cart_id, ...CART_CHANGE_LOCK })
    assertCartOpenStep({ cart_id: input.cart_id })
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
    releaseLockStep({ key: input.cart_id })
    return new WorkflowResponse(hold)
  },
)

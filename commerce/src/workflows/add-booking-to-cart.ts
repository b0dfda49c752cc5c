import { CartWorkflowEvents } from "@medusajs/framework/utils"
import { createWorkflow, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep, refreshCartItemsWorkflow } from "@medusajs/medusa/core-flows"
import { CART_CHANGE_LOCK } from "./locks"
import { acquireLockStep, releaseLockStep } from "./steps/acquire-lock"
import type { BookingRequestInput } from "../lib/booking-request"
import { addBookingLinesStep } from "./steps/add-booking-lines"
import { openCartForBookingStep } from "./steps/assert-cart-open"
import { holdBookingStep } from "./steps/hold-booking"

/** Defined with every other lock in `locks.ts`. */
export { CART_CHANGE_LOCK }

export type AddBookingToCartInput = BookingRequestInput & {
  cart_id: string
  slot_id: string
}

/**
 * Adds a booking (a slot, its travellers, extras and pickup point) to a cart:
 * the seats are held first, atomically, then its lines join the cart. If
 * adding the lines fails, the hold is released. Runs under the cart's lock
 * (the key Medusa's cart workflows use), on an open cart only.
 *
 * The lines are written directly (priced now, in the cart's currency and
 * region) rather than through Medusa's add-to-cart, which re-reads the
 * cart, re-prices every line and refreshes promotions, taxes, shipping and
 * payment even when the cart has none of them. When the cart has any of
 * those, Medusa's refresh runs after the insert, as add-to-cart would.
 */
export const addBookingToCartWorkflow = createWorkflow(
  "add-booking-to-cart",
  (input: AddBookingToCartInput) => {
    const lockHeld = acquireLockStep({ key: input.cart_id, ...CART_CHANGE_LOCK })
    const cart = openCartForBookingStep({ cart_id: input.cart_id })
    const { hold, lines, product_id } = holdBookingStep({
      slot_id: input.slot_id,
      cart_id: input.cart_id,
      travellers: input.travellers,
      items: input.items,
      extras: input.extras,
      pickup_point_id: input.pickup_point_id,
    })
    const items = addBookingLinesStep({ cart, product_id, lines })
    when("refresh-booking-cart", { cart }, ({ cart }) => cart.needs_refresh).then(() => {
      refreshCartItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, items } })
    })
    emitEventStep({ eventName: CartWorkflowEvents.UPDATED, data: { id: input.cart_id } })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(hold)
  },
)

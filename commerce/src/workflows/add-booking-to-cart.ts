import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { holdSeatsStep } from "./steps/hold-seats"
import { resolveBookingLinesStep, type AgeBand } from "./steps/resolve-booking-lines"

export type AddBookingToCartInput = {
  cart_id: string
  slot_id: string
  travellers: Partial<Record<AgeBand, number>>
  hold_minutes: number
}

/**
 * Adds a booking (a slot and its travellers) to a cart: the seats are held
 * first, atomically, and then one line per age band joins the cart. If adding
 * the lines fails, the hold is released.
 */
export const addBookingToCartWorkflow = createWorkflow(
  "add-booking-to-cart",
  (input: AddBookingToCartInput) => {
    const lines = resolveBookingLinesStep({ slot_id: input.slot_id, travellers: input.travellers })
    const seats = transform({ lines }, ({ lines }) => lines.reduce((sum, l) => sum + l.quantity, 0))
    const hold = holdSeatsStep({
      slot_id: input.slot_id,
      cart_id: input.cart_id,
      seats,
      ttl_minutes: input.hold_minutes,
    })
    const items = transform({ lines, hold }, ({ lines, hold }) =>
      lines.map((line) => ({ ...line, metadata: { ...line.metadata, hold_id: hold.id } })),
    )
    addToCartWorkflow.runAsStep({ input: { cart_id: input.cart_id, items } })
    return new WorkflowResponse(hold)
  },
)

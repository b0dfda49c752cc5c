import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { adoptCartOrder } from "../../../lib/orphan-orders"

/**
 * Links an order a crash left without its cart back to it (see
 * `adoptCartOrder`) before its holds are looked at; a linked order is left
 * as it is. Refuses when the cart already has another order: two orders of
 * one cart are for a person to look at, not for a job to guess. Nothing to
 * compensate: the link is true whatever happens next.
 */
export const adoptCartOrderStep = createStep(
  "adopt-cart-order",
  async (input: { order_id: string; cart_id: string }, { container }) => {
    if (!(await adoptCartOrder(container, input))) {
      throw new Error(`Cart ${input.cart_id} already has an order other than ${input.order_id}`)
    }
    return new StepResponse(true)
  },
)

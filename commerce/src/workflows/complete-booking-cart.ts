import { Modules } from "@medusajs/framework/utils"
import { completeCartWorkflow, createRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../modules/booking"
import { convertCartHoldsStep } from "./steps/convert-cart-holds"
import { extendCartHoldsStep } from "./steps/extend-cart-holds"
import { validateCartReviewStep } from "./steps/validate-cart-review"

export type CompleteBookingCartInput = { cart_id: string; hold_minutes: number }

/**
 * Places the order of a cart of bookings: the cart must not need review (no
 * booking unavailable or repriced), its holds are kept (or taken again) for
 * the payment, the cart completes with Medusa's own workflow, and the holds
 * become bookings of the new order. A failure after the order step rolls the
 * bookings back.
 */
export const completeBookingCartWorkflow = createWorkflow(
  "complete-booking-cart",
  (input: CompleteBookingCartInput) => {
    validateCartReviewStep({ cart_id: input.cart_id })
    extendCartHoldsStep({ cart_id: input.cart_id, ttl_minutes: input.hold_minutes })
    const order = completeCartWorkflow.runAsStep({ input: { id: input.cart_id } })
    const bookings = convertCartHoldsStep({ cart_id: input.cart_id, order_id: order.id })
    const links = transform({ order, bookings }, ({ order, bookings }) =>
      bookings.map((b) => ({
        [Modules.ORDER]: { order_id: order.id },
        [BOOKING_MODULE]: { booking_id: b.id },
      })),
    )
    createRemoteLinkStep(links)
    return new WorkflowResponse({ order_id: order.id, bookings })
  },
)

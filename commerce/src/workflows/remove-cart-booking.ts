import { deleteLineItemsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findHoldLinesStep } from "./steps/find-hold-lines"
import { releaseHoldsStep } from "./steps/release-holds"

/** Removes a booking from a cart: its lines go, then its seats are given back. */
export const removeCartBookingWorkflow = createWorkflow(
  "remove-cart-booking",
  (input: { cart_id: string; hold_id: string }) => {
    const { hold, lineIds } = findHoldLinesStep(input)
    deleteLineItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, ids: lineIds } })
    const ids = transform({ hold }, ({ hold }) => [hold.id])
    releaseHoldsStep(ids)
    return new WorkflowResponse(hold.id)
  },
)

import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findGuestOrdersStep } from "./steps/find-guest-orders"
import { moveOrdersToCustomerStep } from "./steps/move-orders-to-customer"

/**
 * A customer who proved their e-mail (the claim link) gets the orders placed
 * with it as a guest: they then appear in their account. Running it again
 * moves nothing more.
 */
export const claimGuestOrdersWorkflow = createWorkflow(
  "claim-guest-orders",
  (input: { customer_id: string; email: string }) => {
    const orders = findGuestOrdersStep({ email: input.email })
    const moved = moveOrdersToCustomerStep(
      transform({ input, orders }, ({ input, orders }) => ({
        customer_id: input.customer_id,
        orders,
      })),
    )
    return new WorkflowResponse(transform({ moved }, ({ moved }) => ({ claimed: moved })))
  },
)

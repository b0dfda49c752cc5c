import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Input = { customer_id: string; orders: { id: string; customer_id: string | null }[] }

/** Gives the orders to the customer; the compensation gives each back to the guest customer it had. */
export const moveOrdersToCustomerStep = createStep(
  "move-orders-to-customer",
  async (input: Input, { container }) => {
    const moved = input.orders.filter((o) => o.customer_id !== input.customer_id)
    if (moved.length) {
      await container
        .resolve(Modules.ORDER)
        .updateOrders(moved.map((o) => ({ id: o.id, customer_id: input.customer_id })))
    }
    return new StepResponse(moved.length, moved)
  },
  async (moved, { container }) => {
    if (!moved?.length) return
    await container
      .resolve(Modules.ORDER)
      .updateOrders(moved.map((o) => ({ id: o.id, customer_id: o.customer_id ?? undefined })))
  },
)

import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_METADATA_FIELDS } from "../../../lib/query-config/orders"

export type CardOrder = { id: string; total: number; currency_code: string; partial: boolean }

/**
 * The order a card payment placed, marked as paid by card (the result page
 * tells a card order, paid or paid in part, from a pay-later one by this
 * mark); partial when some of its bookings failed (its `failed_bookings`).
 * Forward only: a mark set already is left as it is.
 */
export const markCardOrderStep = createStep(
  "mark-card-order",
  async (input: { order_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: [...ORDER_METADATA_FIELDS, "total", "currency_code"],
      filters: { id: input.order_id },
    })
    const order = data[0] as {
      id: string
      total: number
      currency_code: string
      metadata?: Record<string, unknown> | null
    }
    if (order.metadata?.payment_method !== "card") {
      await container
        .resolve(Modules.ORDER)
        .updateOrders(order.id, { metadata: { ...(order.metadata ?? {}), payment_method: "card" } })
    }
    const failed = order.metadata?.failed_bookings as unknown[] | undefined
    return new StepResponse<CardOrder>({
      id: order.id,
      total: Number(order.total),
      currency_code: order.currency_code,
      partial: !!failed?.length,
    })
  },
)

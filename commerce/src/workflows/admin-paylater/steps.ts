import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderPaymentState } from "../../lib/admin/order-state"
import { BookingError } from "../../lib/booking-error"
import { amountOf } from "../../lib/money"
import { moneyOfOrders } from "../../lib/order-money"
import { PAY_LATER_SETTLE_FIELDS } from "../../lib/query-config/orders"

type OrderFacts = {
  id: string
  display_id: number
  email: string | null
  total: unknown
  currency_code: string
  billing_address?: { first_name?: string | null } | null
}

async function orderFacts(container: { resolve: (key: string) => any }, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: PAY_LATER_SETTLE_FIELDS,
    filters: { id: orderId },
  })
  const order = data[0] as unknown as OrderFacts | undefined
  if (!order) throw new BookingError(MedusaError.Types.NOT_FOUND, "not_found")
  return order
}

/** The order must still be reserved with pay later (nothing paid, not cancelled), else 400. */
export const assertPayLaterStep = createStep(
  "admin-assert-pay-later",
  async (input: { order_id: string }, { container }) => {
    const order = await orderFacts(container, input.order_id)
    const money = (await moneyOfOrders(container, [order])).get(order.id)!
    if (orderPaymentState(money) !== "pending_payment") {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "admin.paylater.order_not_pay_later")
    }
    return new StepResponse({
      id: order.id,
      display_id: order.display_id,
      email: order.email,
      customer_name: order.billing_address?.first_name ?? "",
      total: amountOf(order.total),
      currency_code: order.currency_code,
    })
  },
)

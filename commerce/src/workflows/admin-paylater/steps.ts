import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { orderPaymentState } from "../../lib/admin/order-state"
import { BookingError } from "../../lib/booking-error"
import { amountOf } from "../../lib/money"
import { moneyOfOrders, ORDER_MONEY_FIELDS } from "../../lib/order-money"

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
    fields: [
      "id",
      "display_id",
      "email",
      "total",
      "currency_code",
      "billing_address.first_name",
      ...ORDER_MONEY_FIELDS,
    ],
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

/** The payment-link e-mail to the order's buyer, once per link. */
export const buildPaymentLinkMailStep = createStep(
  "admin-build-payment-link-mail",
  async (input: {
    order: {
      id: string
      display_id: number
      email: string | null
      customer_name: string
      total: number
      currency_code: string
    }
    link: { id: string; url: string | null; expires_at: number | null }
    locale: "es" | "en"
  }) => {
    const none: SendNotificationsStepInput = []
    if (!input.order.email || !input.link.url) return new StepResponse(none)
    const mail: SendNotificationsStepInput = [
      {
        to: input.order.email,
        channel: "email",
        template: "payment-link",
        resource_id: input.order.id,
        resource_type: "order",
        trigger_type: "admin.payment_link",
        idempotency_key: `payment-link:${input.link.id}`,
        data: {
          locale: input.locale,
          customer_name: input.order.customer_name,
          order_display_id: input.order.display_id,
          total: { amount: input.order.total, currency_code: input.order.currency_code },
          url: input.link.url,
          expires_at: input.link.expires_at
            ? new Date(input.link.expires_at * 1000).toISOString()
            : null,
        },
      },
    ]
    return new StepResponse(mail)
  },
)

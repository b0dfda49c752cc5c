import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { pickLocale } from "../../../lib/i18n/messages"
import { amountOf } from "../../../lib/money"
import { buildVouchers } from "../../../lib/vouchers"
import { ORDER_CONFIRMATION_MAIL_FIELDS } from "../../../lib/query-config/orders"

/** The system provider is "pay later": the traveller is contacted to pay. */
const PAY_LATER_PROVIDER = "pp_system_default"

type OrderFacts = {
  id: string
  display_id: number
  email: string | null
  currency_code: string
  total: unknown
  metadata: Record<string, unknown> | null
  customer?: { first_name: string | null; metadata: Record<string, unknown> | null } | null
  billing_address?: { first_name: string | null } | null
  payment_collections?: { payment_sessions?: { provider_id: string }[] | null }[] | null
}

/**
 * The e-mail an order's traveller gets once it is placed: the confirmation
 * with one voucher per booking, or "reservation received" for pay later, in
 * the order's language. Nothing when the order has no bookings or no e-mail.
 */
export const buildOrderMailStep = createStep(
  "build-order-mail",
  async (input: { order_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_CONFIRMATION_MAIL_FIELDS,
      filters: { id: input.order_id },
    })
    const order = data[0] as unknown as OrderFacts | undefined
    const none: SendNotificationsStepInput = []
    if (!order?.email) return new StepResponse(none)
    const locale = pickLocale(
      String(order.metadata?.locale ?? order.customer?.metadata?.locale ?? "es"),
    )
    const vouchers = await buildVouchers(container, { order_id: order.id }, locale)
    if (!vouchers.length) return new StepResponse(none)
    const sessions = (order.payment_collections ?? []).flatMap((c) => c.payment_sessions ?? [])
    const payLater =
      sessions.length > 0 && sessions.every((s) => s.provider_id === PAY_LATER_PROVIDER)
    const template = payLater ? "reservation-received" : "order-confirmation"
    const mail: SendNotificationsStepInput = [
      {
        to: order.email,
        channel: "email",
        template,
        resource_id: order.id,
        resource_type: "order",
        trigger_type: "order.placed",
        idempotency_key: `${template}:${order.id}`,
        data: {
          locale,
          customer_name:
            order.customer?.first_name ||
            order.billing_address?.first_name ||
            order.email.split("@")[0],
          order_display_id: order.display_id,
          total: { amount: amountOf(order.total), currency_code: order.currency_code },
          vouchers: vouchers.map(
            ({ booking_id: _b, status: _s, order_id: _o, ...voucher }) => voucher,
          ),
        },
      },
    ]
    return new StepResponse(mail)
  },
)

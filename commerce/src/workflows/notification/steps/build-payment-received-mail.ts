import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { pickLocale } from "../../../lib/i18n/messages"
import { ORDER_MAIL_FIELDS } from "../../../lib/query-config/orders"
import type { PaymentLinkPaidEvent } from "../../payment/steps/settle-payment-link"

/**
 * The "payment received" e-mail of a paid payment link, once per payment
 * (its PaymentIntent), in the ORDER's language (the traveller's, whoever
 * sent the link), with the amount the link took.
 */
export const buildPaymentReceivedMailStep = createStep(
  "build-payment-received-mail",
  async (input: PaymentLinkPaidEvent, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_MAIL_FIELDS,
      filters: { id: input.order_id },
    })
    const order = data[0] as unknown as
      | {
          id: string
          display_id: number
          email: string | null
          metadata: Record<string, unknown> | null
          billing_address?: { first_name?: string | null } | null
        }
      | undefined
    const none: SendNotificationsStepInput = []
    if (!order?.email) return new StepResponse(none)
    const mail: SendNotificationsStepInput = [
      {
        to: order.email,
        channel: "email",
        template: "payment-received",
        resource_id: order.id,
        resource_type: "order",
        trigger_type: "payment_link.paid",
        idempotency_key: `payment-received:${input.payment_intent}`,
        data: {
          locale: pickLocale(String(order.metadata?.locale ?? "es")),
          customer_name: order.billing_address?.first_name ?? "",
          order_display_id: order.display_id,
          paid: { amount: input.amount, currency_code: input.currency_code },
        },
      },
    ]
    return new StepResponse(mail)
  },
)

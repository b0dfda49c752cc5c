import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { pickLocale } from "../../../lib/i18n/messages"
import { ORDER_MAIL_FIELDS } from "../../../lib/query-config/orders"
import type { OrderMoneyRefundedEvent } from "../../booking-lifecycle/refund-order-money"

/**
 * Refunds a cancellation e-mail already states (the traveller's, the
 * operator's) send nothing more; a goodwill refund and a payment link paid
 * after its order no longer owed it are told here.
 */
const TOLD_HERE = ["goodwill", "link_after_cancel"] as const
type ToldHere = (typeof TOLD_HERE)[number]

/**
 * The "refund issued" e-mail of one refund (once per refund key), in the
 * order's language, with the amount the refund workflow gave back.
 */
export const buildRefundMailStep = createStep(
  "build-refund-mail",
  async (input: OrderMoneyRefundedEvent, { container }) => {
    const none: SendNotificationsStepInput = []
    const reason = input.reason as ToldHere
    if (!input.order_id || !TOLD_HERE.includes(reason) || input.amount <= 0) {
      return new StepResponse(none)
    }
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
    if (!order?.email) return new StepResponse(none)
    const mail: SendNotificationsStepInput = [
      {
        to: order.email,
        channel: "email",
        template: "refund-issued",
        resource_id: order.id,
        resource_type: "order",
        trigger_type: "order_money.refunded",
        idempotency_key: `refund-issued:${input.key}`,
        data: {
          locale: pickLocale(String(order.metadata?.locale ?? "es")),
          customer_name: order.billing_address?.first_name ?? "",
          order_display_id: order.display_id,
          reason,
          refund: { amount: input.amount, currency_code: input.currency_code },
        },
      },
    ]
    return new StepResponse(mail)
  },
)

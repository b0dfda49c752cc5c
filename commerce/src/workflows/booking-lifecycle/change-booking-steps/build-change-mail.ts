import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { centsOf } from "../../../lib/money"
import { bookingReference } from "../../../lib/signed-token"
import { buildVouchers } from "../../../lib/vouchers"
import type { ChangeMoney } from "./change-money"
import type { ChangePlan } from "./plan-change"
import { CHANGE_MAIL_ORDER_FIELDS } from "../../../lib/query-config/orders"

type OrderFacts = {
  email: string | null
  total: unknown
  customer?: { first_name: string | null } | null
  billing_address?: { first_name: string | null } | null
}

/**
 * The "booking changed" e-mail, in the order's language: the booking's new
 * voucher (same reference), when it was before, and the money (the
 * difference to pay with its link, or what was refunded). Once per change.
 */
export const buildChangeMailStep = createStep(
  "change-booking-build-mail",
  async (
    input: {
      plan: ChangePlan
      money: ChangeMoney
      link: { url: string | null; amount: number } | null
      refunded: number
    },
    { container },
  ) => {
    const { plan, money } = input
    const none: SendNotificationsStepInput = []
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: CHANGE_MAIL_ORDER_FIELDS,
      filters: { id: plan.order_id },
    })
    const order = data[0] as unknown as OrderFacts | undefined
    if (!order?.email) return new StepResponse(none)
    const [voucher] = await buildVouchers(container, { id: [plan.booking_id] }, plan.locale)
    if (!voucher) return new StepResponse(none)
    const { booking_id: _b, status: _s, order_id: _o, starts_text: _t, ...facts } = voucher
    const currency = plan.currency_code
    const mail: SendNotificationsStepInput = [
      {
        to: order.email,
        channel: "email",
        template: "booking-changed",
        resource_id: plan.order_id,
        resource_type: "order",
        trigger_type: "booking.changed",
        idempotency_key: `booking-changed:${plan.booking_id}:${plan.to.slot_id}:${plan.to.seats}:${money.new_worth}:${Date.now()}`,
        data: {
          locale: plan.locale,
          customer_name:
            order.customer?.first_name ||
            order.billing_address?.first_name ||
            order.email.split("@")[0],
          reference: bookingReference(plan.booking_id),
          previous: { starts_at: plan.from.starts_at, timezone: plan.from.timezone },
          // Medusa's order total: its lines less its credit lines (goodwill), what the ledger holds.
          total: { amount: centsOf(order.total) / 100, currency_code: currency },
          charge: input.link ? { amount: input.link.amount, currency_code: currency } : null,
          refund: input.refunded > 0 ? { amount: input.refunded, currency_code: currency } : null,
          payment_url: input.link?.url ?? null,
          voucher: facts,
        },
      },
    ]
    return new StepResponse(mail)
  },
)

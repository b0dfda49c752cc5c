import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REFUND_KEY, type RefundReason } from "../../../lib/order-refund"
import { fromMinorUnits } from "../../../modules/stripe-checkout/money"
import type { RefundPlan } from "./plan-order-refund"

/**
 * Records each planned refund in Medusa (the payment's refund, with the
 * reason, the note and the refund's key, and the order's transaction), so
 * the order's money (`order-money.ts`) and Medusa's admin show it. A card
 * payment's refund carries the request made at Stripe in the payment's
 * data: the provider sends it again and Stripe answers with the same refund.
 * Returns what was refunded now (the `order_money.refunded` event's data).
 */
/** What one refund gave back; `order_money.refunded` carries it. */
export type OrderMoneyRefundedEvent = {
  order_id: string | null
  reason: RefundReason
  key: string
  /** Major units, in `currency_code`; 0 when nothing was left to refund. */
  amount: number
  currency_code: string
}

export const recordOrderRefundsStep = createStep(
  "record-order-refunds",
  async (plan: RefundPlan, { container }) => {
    const payment = container.resolve(Modules.PAYMENT)
    const order = container.resolve(Modules.ORDER)
    let cents = 0
    for (const part of plan.parts) {
      if (part.card && part.stripe) {
        await payment.updatePayment({
          id: part.payment_id,
          data: { ...(part.data ?? {}), refund_request: part.stripe },
        } as { id: string })
      }
      const refunded = await payment.refundPayment({
        payment_id: part.payment_id,
        amount: part.cents / 100,
        note: plan.note ?? undefined,
        refund_reason_id: plan.refund_reason_id ?? undefined,
        created_by: plan.created_by ?? undefined,
        metadata: { [REFUND_KEY]: plan.key, reason: plan.reason },
      } as Parameters<typeof payment.refundPayment>[0])
      const refund = (refunded.refunds ?? [])
        .filter(
          (r) =>
            (r as { metadata?: Record<string, unknown> | null }).metadata?.[REFUND_KEY] ===
            plan.key,
        )
        .at(-1)
      if (plan.order_id) {
        await order.addOrderTransactions({
          order_id: plan.order_id,
          amount: -part.cents / 100,
          currency_code: plan.currency_code,
          reference: "refund",
          reference_id: refund?.id ?? part.payment_id,
        })
      }
      cents += part.cents
    }
    const stripeOnly = plan.stripe_only ? plan.stripe_only.amount : 0
    const event: OrderMoneyRefundedEvent = {
      order_id: plan.order_id,
      reason: plan.reason,
      key: plan.key,
      amount: cents / 100 + fromMinorUnits(stripeOnly, plan.currency_code),
      currency_code: plan.currency_code,
    }
    return new StepResponse(event)
  },
)

import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { centsOf } from "../../../lib/money"
import { changeRefund, type ChangePlan } from "./plan-change"
import { ORDER_CHANGE_MONEY_FIELDS } from "../../../lib/query-config/orders"

type Payment = {
  id: string
  captures?: { amount: unknown }[] | null
  refunds?: { amount: unknown }[] | null
}

export type ChangeMoney = {
  /** Cents the booking is worth now, read back from the order's rewritten lines. */
  new_worth: number
  /** Cents: new worth less old worth. */
  difference: number
  /** A decrease on a paid order: the payment that gives it back, and how much (major units). */
  refund: { payment_id: string; amount: number } | null
  /** An increase: cents the traveller is asked for by a payment link. */
  charge: number
}

/**
 * What the change does to the money, from the ledger: the booking's new
 * worth as the order's lines now say, against its old worth. A decrease
 * gives back the difference from what was captured and kept (never more:
 * a decrease first pays what the order still owed), from one payment that
 * keeps at least that much; an increase is charged by a payment link.
 */
export const changeMoneyStep = createStep(
  "change-booking-money",
  async (plan: ChangePlan, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_CHANGE_MONEY_FIELDS,
      filters: { id: plan.order_id },
    })
    const order = data[0] as unknown as {
      items?: { total: unknown; metadata: Record<string, unknown> | null }[] | null
      payment_collections?: { payments?: Payment[] | null }[] | null
    }
    const newWorth = (order.items ?? [])
      .filter((i) => i.metadata?.hold_id === plan.hold_id)
      .reduce((sum, i) => sum + centsOf(i.total), 0)
    const difference = newWorth - plan.old_worth
    const payments = (order.payment_collections ?? []).flatMap((c) => c.payments ?? [])
    const keptOf = (p: Payment) =>
      (p.captures ?? []).reduce((s, c) => s + centsOf(c.amount), 0) -
      (p.refunds ?? []).reduce((s, r) => s + centsOf(r.amount), 0)
    const cents = changeRefund(plan, difference)
    let refund: ChangeMoney["refund"] = null
    if (cents > 0) {
      const payment = [...payments].sort((a, b) => keptOf(b) - keptOf(a))[0]
      if (!payment || keptOf(payment) < cents)
        throw new BookingError(MedusaError.Types.NOT_ALLOWED, "change.refund_unavailable", {
          amount: `${(cents / 100).toFixed(2)} ${plan.currency_code.toUpperCase()}`,
        })
      refund = { payment_id: payment.id, amount: cents / 100 }
    }
    const result: ChangeMoney = {
      new_worth: newWorth,
      difference,
      refund,
      charge: Math.max(0, difference),
    }
    return new StepResponse(result)
  },
)

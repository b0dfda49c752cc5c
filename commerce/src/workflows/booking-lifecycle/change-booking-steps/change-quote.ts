import { localParts } from "../../../lib/local-time"
import type { ChangePlan } from "./change-plan"

/* What a planned change costs or gives back, as the desk shows it before confirming. */

/**
 * Cents a decrease gives back: what it takes off first pays what the order
 * still owed (an unpaid order, an increase whose link is not paid yet), the
 * rest is refunded, never more than was captured and kept.
 */
export function changeRefund(plan: Pick<ChangePlan, "kept" | "owed_before">, difference: number) {
  if (difference >= 0) return 0
  return Math.min(plan.kept, Math.max(0, -difference - plan.owed_before))
}

/** The quote of a change as the desk shows it before confirming (local date and time of both slots). */
export function changeQuote(plan: ChangePlan) {
  const local = (iso: string, tz: string) => localParts(new Date(iso), tz)
  const from = local(plan.from.starts_at, plan.from.timezone)
  const to = local(plan.to.starts_at, plan.to.timezone)
  return {
    booking_id: plan.booking_id,
    currency_code: plan.currency_code,
    from: {
      slot_id: plan.from.slot_id,
      local_date: from.date,
      start_time: from.time,
      seats: plan.from.seats,
      travellers: plan.from.request.travellers,
    },
    to: {
      slot_id: plan.to.slot_id,
      local_date: to.date,
      start_time: to.time,
      seats: plan.to.seats,
      travellers: plan.to.travellers,
    },
    timezone: plan.to.timezone,
    old_total: plan.old_worth / 100,
    new_total: plan.new_worth / 100,
    difference: (plan.new_worth - plan.old_worth) / 100,
    /** What happens to the money: a payment link for the difference, a refund, or nothing. */
    money:
      plan.new_worth > plan.old_worth
        ? ("payment_link" as const)
        : changeRefund(plan, plan.new_worth - plan.old_worth) > 0
          ? ("refund" as const)
          : ("none" as const),
    refund: changeRefund(plan, plan.new_worth - plan.old_worth) / 100,
    discount_share: plan.discount ? Math.round(plan.discount.share * 10000) / 100 : 0,
  }
}

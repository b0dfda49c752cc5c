import type { OrderMoney } from "../order-money"

/**
 * What the admin's manifest and pay-later follow-up show of an order's
 * money (`orderMoney`, lib/order-money.ts): `paid` (captured, a part perhaps
 * refunded), `pending_payment` (nothing captured yet), `refunded` (all of it
 * given back) or `cancelled`.
 */
export function orderPaymentState(
  money: OrderMoney,
): "paid" | "pending_payment" | "refunded" | "cancelled" {
  switch (money.state) {
    case "cancelled":
      return "cancelled"
    case "unpaid":
      return "pending_payment"
    case "refunded":
      return "refunded"
    default:
      return "paid"
  }
}

/** What a traveller reads of an order: confirmed, pending payment (pay later), cancelled or refunded. */
export function customerOrderState(
  money: OrderMoney,
): "confirmed" | "pending_payment" | "refunded" | "cancelled" {
  const state = orderPaymentState(money)
  return state === "paid" ? "confirmed" : state
}

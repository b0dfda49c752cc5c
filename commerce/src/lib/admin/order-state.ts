/** What the admin's manifest and pay-later list read of an order's payment. */
export type OrderPaymentRow = {
  status?: string | null
  payment_collections?: { status: string; payment_sessions?: { provider_id: string }[] | null }[] | null
}

/** The system provider: "pay later". */
export const PAY_LATER_PROVIDER = "pp_system_default"

/**
 * `paid` (a card payment authorised or captured), `pending_payment` (pay
 * later, nothing paid yet), `refunded` or `cancelled`.
 */
export function orderPaymentState(order: OrderPaymentRow): "paid" | "pending_payment" | "refunded" | "cancelled" {
  if (order.status === "canceled") return "cancelled"
  const collections = order.payment_collections ?? []
  if (collections.some((c) => c.status === "refunded" || c.status === "partially_refunded")) return "refunded"
  // Pay later authorises Medusa's system provider at once: the order is only
  // paid once a card payment (the payment link) joins it.
  const sessions = collections.flatMap((c) => c.payment_sessions ?? [])
  if (sessions.length && sessions.every((s) => s.provider_id === PAY_LATER_PROVIDER)) return "pending_payment"
  return "paid"
}

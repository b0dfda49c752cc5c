import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { amountOf } from "../../../../../lib/money"
import { buildVouchers } from "../../../../../lib/vouchers"

type OrderRow = {
  id: string
  display_id: number
  created_at: string
  status: string
  total: unknown
  currency_code: string
  payment_collections?: { status: string; payment_sessions?: { provider_id: string }[] | null }[] | null
}

/** What a traveller reads of an order: confirmed, pending payment (pay later), cancelled or refunded. */
function orderState(order: OrderRow) {
  if (order.status === "canceled") return "cancelled"
  const collections = order.payment_collections ?? []
  if (collections.some((c) => c.status === "refunded" || c.status === "partially_refunded")) return "refunded"
  const sessions = collections.flatMap((c) => c.payment_sessions ?? [])
  if (sessions.length && sessions.every((s) => s.provider_id === "pp_system_default")) return "pending_payment"
  return "confirmed"
}

/**
 * The logged-in traveller's orders, newest first, each with its bookings
 * (voucher facts, in the request's language, and whether it is still ahead).
 * Medusa's own `/store/customers/me*` middleware answers 401 to anyone else.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const customerId = (req as { auth_context?: { actor_id: string } }).auth_context!.actor_id
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "display_id", "created_at", "status", "total", "currency_code", "payment_collections.status", "payment_collections.payment_sessions.provider_id"],
    filters: { customer_id: customerId },
    pagination: { order: { created_at: "DESC" }, take: 100 },
  })
  const orders = data as unknown as OrderRow[]
  const vouchers = orders.length ? await buildVouchers(req.scope, { order_id: orders.map((o) => o.id) }, requestLocale(req)) : []
  const now = Date.now()
  res.json({
    orders: orders.map((order) => ({
      id: order.id,
      display_id: order.display_id,
      created_at: order.created_at,
      state: orderState(order),
      total: amountOf(order.total),
      currency_code: order.currency_code,
      bookings: vouchers
        .filter((v) => v.order_id === order.id)
        .map(({ order_id: _order, ...v }) => ({ ...v, upcoming: new Date(v.starts_at).getTime() > now })),
    })),
  })
}

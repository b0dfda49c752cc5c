import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { customerOrderState } from "../../../../../lib/admin/order-state"
import { amountOf } from "../../../../../lib/money"
import { moneyOfOrders } from "../../../../../lib/order-money"
import { buildVouchers } from "../../../../../lib/vouchers"
import { ACCOUNT_ORDER_FIELDS } from "../../../../../lib/query-config/orders"

type OrderRow = {
  id: string
  display_id: number
  created_at: string
  status: string
  total: unknown
  currency_code: string
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
    fields: ACCOUNT_ORDER_FIELDS,
    filters: { customer_id: customerId },
    pagination: { order: { created_at: "DESC" }, take: 100 },
  })
  const orders = data as unknown as OrderRow[]
  const money = await moneyOfOrders(req.scope, orders)
  const vouchers = orders.length
    ? await buildVouchers(req.scope, { order_id: orders.map((o) => o.id) }, requestLocale(req))
    : []
  const now = Date.now()
  res.json({
    orders: orders.map((order) => ({
      id: order.id,
      display_id: order.display_id,
      created_at: order.created_at,
      // One derived state (lib/order-money.ts): every booking cancelled reads cancelled, with what was refunded and kept.
      state: customerOrderState(money.get(order.id)!),
      total: amountOf(order.total),
      refunded: money.get(order.id)!.refunded,
      kept: money.get(order.id)!.kept,
      currency_code: order.currency_code,
      bookings: vouchers
        .filter((v) => v.order_id === order.id)
        .map(({ order_id: _order, ...v }) => ({
          ...v,
          upcoming: new Date(v.starts_at).getTime() > now,
        })),
    })),
  })
}

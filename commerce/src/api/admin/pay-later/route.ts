import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { orderPaymentState } from "../../../lib/admin/order-state"
import { BookingError } from "../../../lib/booking-error"
import { ADMIN_DATE_WINDOW, assertDateInWindow, daysBetween } from "../../../lib/date-window"
import { amountOf } from "../../../lib/money"
import { moneyOfOrders } from "../../../lib/order-money"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { PAY_LATER_MAX_DAYS, type AdminPayLaterQueryType } from "./validators"
import { PAY_LATER_ORDER_FIELDS } from "../../../lib/query-config/orders"

type OrderRow = {
  id: string
  display_id: number
  email: string | null
  total: unknown
  currency_code: string
  created_at: string
  metadata?: Record<string, unknown> | null
  billing_address?: {
    first_name?: string | null
    last_name?: string | null
    phone?: string | null
  } | null
}

/**
 * Orders reserved with pay later and not paid yet, by the date of their
 * first booking (earliest first): who to chase before they travel.
 */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, AdminPayLaterQueryType>,
  res: MedusaResponse,
) {
  const { from, to, limit } = req.validatedQuery
  assertDateInWindow(from, ADMIN_DATE_WINDOW)
  assertDateInWindow(to, ADMIN_DATE_WINDOW)
  if (daysBetween(from, to) >= PAY_LATER_MAX_DAYS) {
    throw new BookingError(MedusaError.Types.INVALID_DATA, "admin.slots.range_too_long", {
      days: PAY_LATER_MAX_DAYS,
    })
  }
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const firsts = await booking.ordersByFirstBooking({ from, to, limit: 1000 })
  if (!firsts.length) return void res.json({ from, to, orders: [] })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: PAY_LATER_ORDER_FIELDS,
    filters: { id: firsts.map((f) => f.order_id) },
  })
  const byId = new Map((data as unknown as OrderRow[]).map((o) => [o.id, o]))
  // Unpaid by what Medusa recorded: a link paid or a capture in the admin takes the order off the list.
  const money = await moneyOfOrders(req.scope, data as unknown as OrderRow[])
  const orders = firsts
    .map((first) => ({ first, order: byId.get(first.order_id) }))
    .filter(
      (x): x is { first: (typeof firsts)[number]; order: OrderRow } =>
        !!x.order && orderPaymentState(money.get(x.order.id)!) === "pending_payment",
    )
    .slice(0, limit)
    .map(({ first, order }) => ({
      id: order.id,
      display_id: order.display_id,
      created_at: order.created_at,
      email: order.email,
      lead_guest: {
        name: [order.billing_address?.first_name, order.billing_address?.last_name]
          .filter(Boolean)
          .join(" "),
        phone: order.billing_address?.phone ?? "",
      },
      total: amountOf(order.total),
      currency_code: order.currency_code,
      first_booking: { date: first.first_date, time: first.first_time },
      bookings: first.bookings,
      seats: first.seats,
      payment_link:
        (order.metadata?.payment_link as { url?: string; expires_at?: number } | undefined) ?? null,
    }))
  res.json({ from, to, orders })
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"
import { centsOf } from "./money"
import { ORDER_MONEY_FIELDS, ORDER_STATE_FIELDS } from "./query-config/orders"

/**
 * The one money state of an order, derived from its bookings (live or
 * cancelled) and from what Medusa recorded of its payments (captures,
 * refunds); never from a provider's name or from buyer-written metadata.
 * - `unpaid`: nothing captured (pay later, a link not paid yet);
 * - `paid`: captured, nothing refunded;
 * - `partly_refunded`: some of the capture refunded (a goodwill refund, a
 *   booking cancelled with its refund while others stay);
 * - `refunded`: all of it refunded while bookings are still live (goodwill);
 * - `cancelled`: the order cancelled, or every booking of it cancelled (what
 *   is left of the capture is the penalty kept).
 */
export type OrderMoneyState = "unpaid" | "paid" | "partly_refunded" | "refunded" | "cancelled"

export type OrderMoneyFacts = {
  status?: string | null
  bookings: { status: string }[]
  payments: {
    captures?: { amount: unknown }[] | null
    refunds?: { amount: unknown }[] | null
  }[]
}

export type OrderMoney = {
  state: OrderMoneyState
  /** Major units: everything captured, everything refunded, and what the shop keeps. */
  captured: number
  refunded: number
  kept: number
  live_bookings: number
}

export function orderMoney(facts: OrderMoneyFacts): OrderMoney {
  const sum = (rows: { amount: unknown }[]) =>
    rows.reduce((total, row) => total + centsOf(row.amount), 0)
  const captured = sum(facts.payments.flatMap((p) => p.captures ?? []))
  const refunded = sum(facts.payments.flatMap((p) => p.refunds ?? []))
  const live = facts.bookings.filter((b) => b.status === "confirmed").length
  const allCancelled = facts.bookings.length > 0 && live === 0
  const state: OrderMoneyState =
    facts.status === "canceled" || allCancelled
      ? "cancelled"
      : captured === 0
        ? "unpaid"
        : refunded === 0
          ? "paid"
          : refunded < captured
            ? "partly_refunded"
            : "refunded"
  return {
    state,
    captured: captured / 100,
    refunded: refunded / 100,
    kept: (captured - refunded) / 100,
    live_bookings: live,
  }
}

/** The order fields `orderMoney` reads (their home is query-config/orders.ts). */
export { ORDER_MONEY_FIELDS }

type OrderMoneyRow = {
  id: string
  status?: string | null
  payment_collections?: { payments?: OrderMoneyFacts["payments"] | null }[] | null
}

/** `orderMoney` of orders read with `ORDER_MONEY_FIELDS`, their bookings read here, by order id. */
export async function moneyOfOrders(
  container: MedusaContainer,
  orders: OrderMoneyRow[],
): Promise<Map<string, OrderMoney>> {
  if (!orders.length) return new Map()
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const rows = await booking.listBookings(
    { order_id: orders.map((o) => o.id) },
    { select: ["id", "order_id", "status"], take: null },
  )
  return new Map(
    orders.map((order) => [
      order.id,
      orderMoney({
        status: order.status,
        bookings: rows.filter((b) => b.order_id === order.id),
        payments: (order.payment_collections ?? []).flatMap((c) => c.payments ?? []),
      }),
    ]),
  )
}

/** One order's money, read now. Undefined for an unknown order. */
export async function readOrderMoney(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [...ORDER_STATE_FIELDS, "currency_code"],
    filters: { id: orderId },
  })
  const order = data[0] as unknown as (OrderMoneyRow & { currency_code: string }) | undefined
  if (!order) return undefined
  return {
    ...(await moneyOfOrders(container, [order])).get(order.id)!,
    currency_code: order.currency_code,
  }
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { soldPolicy } from "../../../lib/cancellation"
import { pickLocale, type Locale } from "../../../lib/i18n/messages"
import { centsOf } from "../../../lib/money"
import type { LinkBooking } from "../../../lib/payment-link"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { ORDER_LINK_BALANCE_FIELDS } from "../../../lib/query-config/orders"

type PaymentRow = {
  id: string
  provider_id: string
  amount: unknown
  captured_at?: string | null
  canceled_at?: string | null
  captures?: { amount: unknown }[] | null
  refunds?: { amount: unknown }[] | null
}

type OrderRow = {
  id: string
  display_id: number
  status: string
  email: string | null
  currency_code: string
  metadata: Record<string, unknown> | null
  billing_address?: { first_name?: string | null } | null
  items?: { total: unknown; metadata: Record<string, unknown> | null }[] | null
  payment_collections?: { payments?: PaymentRow[] | null }[] | null
}

/** What a pay-later order owes now, and what its payment link needs to know about it. */
export type OrderLinkBalance = {
  order: {
    id: string
    display_id: number
    status: string
    email: string | null
    customer_name: string
    currency_code: string
    metadata: Record<string, unknown>
    /** The order's language (the traveller's, set when it was placed). */
    locale: Locale
  }
  /** Cents: what the live (confirmed) bookings are worth, less what was already captured and kept. */
  due_cents: number
  /** Cents captured and not refunded. */
  kept_cents: number
  live: LinkBooking[]
  /** The pay-later payments still waiting for a capture (a paid link captures them). */
  open_payments: { id: string; amount: number }[]
}

/**
 * Reads what an order owes by its LIVE bookings only: the order's lines of
 * each confirmed booking (by its hold), less the money captured and not
 * refunded. A cancelled booking owes nothing, so a link never asks for it.
 * Null for an unknown order.
 */
export async function orderLinkBalance(
  container: MedusaContainer,
  orderId: string,
): Promise<OrderLinkBalance | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ORDER_LINK_BALANCE_FIELDS,
    filters: { id: orderId },
  })
  const order = data[0] as unknown as OrderRow | undefined
  if (!order) return null
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const live = await booking.listBookings(
    { order_id: orderId, status: "confirmed" },
    { relations: ["slot", "slot.option", "slot.option.experience"], take: null },
  )
  const liveHolds = new Set(live.map((b) => b.hold_id))
  const worth = (order.items ?? [])
    .filter((i) => liveHolds.has(String(i.metadata?.hold_id ?? "")))
    .reduce((sum, i) => sum + centsOf(i.total), 0)
  const payments = (order.payment_collections ?? []).flatMap((c) => c.payments ?? [])
  const sum = (rows: { amount: unknown }[]) =>
    rows.reduce((total, row) => total + centsOf(row.amount), 0)
  const kept =
    sum(payments.flatMap((p) => p.captures ?? [])) - sum(payments.flatMap((p) => p.refunds ?? []))
  return {
    order: {
      id: order.id,
      display_id: order.display_id,
      status: order.status,
      email: order.email,
      customer_name: order.billing_address?.first_name ?? "",
      currency_code: order.currency_code,
      metadata: order.metadata ?? {},
      locale: pickLocale(String(order.metadata?.locale ?? "es")),
    },
    due_cents: order.status === "canceled" ? 0 : Math.max(0, worth - kept),
    kept_cents: kept,
    live: live.map((b) => ({
      starts_at: new Date(b.slot.starts_at),
      timezone: b.slot.timezone,
      policy: soldPolicy(b),
    })),
    open_payments: payments
      .filter((p) => !p.captured_at && !p.canceled_at && !(p.captures ?? []).length)
      .map((p) => ({ id: p.id, amount: Number(p.amount) })),
  }
}

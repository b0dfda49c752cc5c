import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../modules/booking"
import type BookingModuleService from "../modules/booking/service"
import { BookingError } from "./booking-error"
import { soldPolicy, type CancellationPolicy } from "./cancellation"
import { quoteCancellation, type CancellationQuote } from "./cancellation-deadline"
import { translate, type Locale } from "./i18n/messages"
import { centsOf } from "./money"
import { removedBookingLines } from "./order-edit"
import { ORDER_CANCELLATION_FIELDS, ORDER_CUSTOMER_FIELDS } from "./query-config/orders"

type OrderMoney = {
  id: string
  email: string | null
  currency_code: string
  metadata: Record<string, unknown> | null
  customer?: { first_name: string | null } | null
  items?: { total: unknown; metadata: Record<string, unknown> | null }[] | null
  payment_collections?:
    | {
        payments?:
          | {
              id: string
              amount: unknown
              captured_at: string | null
              provider_id: string
              captures?: { amount: unknown }[] | null
            }[]
          | null
      }[]
    | null
}

/** Everything a cancellation needs to know about one booking, and what cancelling now means. */
export type BookingCancellation = {
  booking_id: string
  order_id: string
  status: string
  quote: CancellationQuote
  /** What the traveller paid for this booking (major units); 0 for an unpaid pay-later order. */
  paid: number
  /** What cancelling now gives back (major units). */
  refund: number
  currency_code: string
  captured_payments: { id: string; amount: number }[]
  order: { email: string | null; customer_name: string; locale: string }
  slot: { starts_at: string; timezone: string; product_id: string }
}

/**
 * Reads a booking, its order's lines and payments, and quotes its
 * cancellation under the experience's policy at `now`. Money is computed in
 * minor units (cents) so a 30 % penalty never leaves a float behind.
 */
export async function bookingCancellation(
  container: MedusaContainer,
  bookingId: string,
  now = new Date(),
): Promise<BookingCancellation> {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const [row] = await booking.listBookings(
    { id: bookingId },
    { relations: ["slot", "slot.option", "slot.option.experience"] },
  )
  if (!row) throw new BookingError(MedusaError.Types.NOT_FOUND, "reservation_not_found")
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ORDER_CANCELLATION_FIELDS,
    filters: { id: row.order_id },
  })
  const order = data[0] as unknown as OrderMoney
  const own = (order.items ?? []).filter((item) => item.metadata?.hold_id === row.hold_id)
  // A cancelled booking's lines left its order: its worth is on the lines its cancellation took off.
  const lines = own.length
    ? own
    : ((await removedBookingLines(container.resolve(Modules.ORDER), [row.order_id]))
        .get(row.order_id)
        ?.filter((line) => line.hold_id === row.hold_id) ?? [])
  const bookingCents = lines.reduce((sum, item) => sum + centsOf(item.total), 0)
  // What each payment captured (a capture of less than its amount, e.g. Medusa's Capture of what a
  // cheaper booking owes, leaves it without captured_at), not its authorised amount.
  const captured = (order.payment_collections ?? [])
    .flatMap((c) => c.payments ?? [])
    .map((p) => ({
      id: p.id,
      amount: (p.captures ?? []).reduce((sum, c) => sum + centsOf(c.amount), 0) / 100,
    }))
    .filter((p) => p.amount > 0)
  const paidCents = Math.min(
    bookingCents,
    captured.reduce((sum, p) => sum + centsOf(p.amount), 0),
  )
  const slot = row.slot
  const quote = quoteCancellation(
    soldPolicy(row) as CancellationPolicy,
    new Date(slot.starts_at),
    slot.timezone,
    now,
  )
  const refundCents = quote.allowed ? Math.round((paidCents * quote.refund_percent) / 100) : 0
  return {
    booking_id: row.id,
    order_id: row.order_id,
    status: row.status,
    quote,
    paid: paidCents / 100,
    refund: refundCents / 100,
    currency_code: order.currency_code,
    captured_payments: captured,
    order: {
      email: order.email,
      customer_name: order.customer?.first_name || order.email?.split("@")[0] || "",
      locale: String(order.metadata?.locale ?? "es"),
    },
    slot: {
      starts_at: new Date(slot.starts_at).toISOString(),
      timezone: slot.timezone,
      product_id: slot.product_id,
    },
  }
}

/** The error a refused cancellation answers (400, with the reason in the visitor's language). */
export function cancellationRefused(quote: Extract<CancellationQuote, { allowed: false }>) {
  return new BookingError(MedusaError.Types.NOT_ALLOWED, `cancellation_${quote.reason}`)
}

/** What the traveller is told before confirming: allowed or not (and why), the deadline and the refund. */
export function cancellationSummary(c: BookingCancellation, locale: Locale) {
  const refused = !c.quote.allowed ? c.quote : null
  return {
    booking_id: c.booking_id,
    status: c.status,
    allowed: c.status === "confirmed" && c.quote.allowed,
    reason: refused?.reason ?? null,
    message: refused ? translate(`cancellation_${refused.reason}`, locale) : null,
    deadline: c.quote.deadline,
    penalty_percent: c.quote.allowed ? c.quote.penalty_percent : null,
    refund: { amount: c.refund, currency_code: c.currency_code },
  }
}

/** The booking of a customer's order, or a 404 for anyone else's. */
export async function assertCustomerBooking(
  container: MedusaContainer,
  bookingId: string,
  customerId: string,
) {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const [row] = await booking.listBookings({ id: bookingId })
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = row
    ? await query.graph({
        entity: "order",
        fields: ORDER_CUSTOMER_FIELDS,
        filters: { id: row.order_id },
      })
    : { data: [] }
  if (!row || data[0]?.customer_id !== customerId)
    throw new BookingError(MedusaError.Types.NOT_FOUND, "reservation_not_found")
  return row.id
}

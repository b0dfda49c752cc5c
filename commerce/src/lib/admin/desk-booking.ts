import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import { BOOKING_DESK_MODULE } from "../../modules/booking-desk"
import type BookingDeskModuleService from "../../modules/booking-desk/service"
import { bookingCancellation } from "../booking-cancellation"
import { BookingError } from "../booking-error"
import { bookingLifecycleState } from "../booking-lifecycle"
import type { Locale } from "../i18n/messages"
import { formatLocal } from "../local-time"
import { amountOf } from "../money"
import { readOrderMoney } from "../order-money"
import { readPaymentLink, type PaymentLinkRefund } from "../payment-link"
import { travellersText } from "../travellers-text"
import { buildVouchers } from "../vouchers"
import { deskStatus, partyOf } from "./desk-list"
import { operatorNames } from "./operator-names"
import { DESK_ORDER_FIELDS, ORDER_REFUND_HISTORY_FIELDS } from "../query-config/orders"

type OrderFacts = {
  id: string
  display_id: number
  email: string | null
  status: string
  metadata: Record<string, unknown> | null
  billing_address?: {
    first_name?: string | null
    last_name?: string | null
    phone?: string | null
  } | null
}

type BookingRow = {
  checked_in_by?: string | null
  check_in_undone_at?: Date | string | null
  check_in_undone_by?: string | null
}

type RefundRow = {
  id: string
  amount: unknown
  note?: string | null
  created_by?: string | null
  created_at: string | Date
}

const OF_CANCELLATION = /^(Desk cancellation of|Cancellation of booking) /

/** The order's refunds as history lines (Medusa's own records: amount, who, when), cancellations' own left out. */
async function refundLines(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ORDER_REFUND_HISTORY_FIELDS,
    filters: { id: orderId },
  })
  const order = data[0] as unknown as
    | {
        currency_code: string
        payment_collections?: { payments?: { refunds?: RefundRow[] | null }[] | null }[] | null
      }
    | undefined
  return (order?.payment_collections ?? [])
    .flatMap((c) => c.payments ?? [])
    .flatMap((p) => p.refunds ?? [])
    .filter((r) => !OF_CANCELLATION.test(r.note ?? ""))
    .map((r) => ({
      at: new Date(r.created_at).toISOString(),
      action: "refunded",
      actor_id: r.created_by ?? null,
      data: {
        amount: amountOf(r.amount),
        currency_code: order!.currency_code,
        note: r.note ?? null,
      } as Record<string, unknown>,
    }))
}

/** A change's history line: where the booking was and went, in the admin's language and the experience's zone. */
function changeLine(data: Record<string, unknown> | null, zone: string, locale: Locale) {
  const local = (at: unknown) =>
    typeof at === "string"
      ? formatLocal(at, String(data?.timezone ?? zone), locale, "deadline")
      : null
  return { ...data, from_local: local(data?.from_starts_at), to_local: local(data?.to_starts_at) }
}

/** The payment links an order was sent, as its metadata records them: the current one and those refunded. */
function paymentLinks(
  metadata: Record<string, unknown> | null,
  now: Date,
  at: (instant: string | null) => string | null,
) {
  const link = readPaymentLink(metadata)
  const refunds = (metadata?.payment_link_refunds as PaymentLinkRefund[] | undefined) ?? []
  const links: {
    id: string
    amount: number
    state: "open" | "paid" | "expired" | "refunded"
    expires_at: string | null
    /** The expiry on the experience's wall clock, zone named, in the admin's language. */
    expires_text?: string | null
  }[] = []
  if (link) {
    const expired =
      !!(link as { expired_at?: string }).expired_at ||
      (!!link.expires_at && link.expires_at * 1000 < now.getTime())
    const expires = link.expires_at ? new Date(link.expires_at * 1000).toISOString() : null
    links.push({
      id: link.id,
      amount: link.amount,
      state: link.refund ? "refunded" : link.paid_by ? "paid" : expired ? "expired" : "open",
      expires_at: expires,
      expires_text: at(expires),
    })
  }
  for (const r of refunds) {
    if (link && r.session_id === link.id) continue
    links.push({ id: r.session_id, amount: r.amount, state: "refunded", expires_at: null })
  }
  return links
}

/**
 * Everything the booking page shows: every fact its voucher has (the
 * experience, option, meeting point, pickup and extras in the admin's
 * language, whatever the order's, local date and time in the experience's zone, party by band names, lead guest, reference,
 * voucher link, check-in), the money (the order's state, paid, refunded,
 * kept; what the booking paid and what the policy would refund now; the
 * payment links sent) and its history (who did what, when), oldest first.
 */
export async function deskBooking(
  container: MedusaContainer,
  bookingId: string,
  locale: Locale,
  now = new Date(),
) {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const [row] = await booking.listBookings(
    { id: bookingId },
    { relations: ["slot", "slot.option", "slot.option.experience"] },
  )
  if (!row) throw new BookingError(MedusaError.Types.NOT_FOUND, "desk.booking_not_found")
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: orders }, [voucher], money, cancellation] = await Promise.all([
    query.graph({
      entity: "order",
      fields: DESK_ORDER_FIELDS,
      filters: { id: row.order_id },
    }),
    buildVouchers(container, { id: [row.id] }, locale),
    readOrderMoney(container, row.order_id),
    bookingCancellation(container, row.id, now),
  ])
  const order = orders[0] as unknown as OrderFacts | undefined
  if (!order || !voucher || !money)
    throw new BookingError(MedusaError.Types.NOT_FOUND, "desk.booking_not_found")
  const extra = row as unknown as BookingRow
  const status = deskStatus(row, order.status)
  const desk: BookingDeskModuleService = container.resolve(BOOKING_DESK_MODULE)
  const events = await desk.bookingHistory(order.id, row.id)
  const history: {
    at: string
    action: string
    actor_id: string | null
    data: Record<string, unknown> | null
  }[] = [
    { at: new Date(row.created_at).toISOString(), action: "booked", actor_id: null, data: null },
    ...events.map((e) => ({
      at: new Date(e.created_at).toISOString(),
      action: e.action,
      actor_id: e.actor_id,
      data: e.data,
    })),
  ]
  // Refunds made from the order's payment section (goodwill, "cancel bookings"), as Medusa recorded
  // them; a cancellation's own refund is on its "cancelled" line already.
  history.push(...(await refundLines(container, order.id)))
  // Check-ins are written by the manifest's check-in on the booking itself.
  if (extra.check_in_undone_at)
    history.push({
      at: new Date(extra.check_in_undone_at).toISOString(),
      action: "check_in_undone",
      actor_id: extra.check_in_undone_by ?? null,
      data: null,
    })
  if (row.checked_in_at)
    history.push({
      at: new Date(row.checked_in_at).toISOString(),
      action: "checked_in",
      actor_id: extra.checked_in_by ?? null,
      data: null,
    })
  history.sort((a, b) => a.at.localeCompare(b.at))
  const actorIds = [...new Set(history.map((h) => h.actor_id).filter((id): id is string => !!id))]
  const userName = await operatorNames(container, actorIds)
  const zone = row.slot.timezone
  const address = order.billing_address ?? null
  return {
    id: row.id,
    reference: voucher.reference,
    status,
    lifecycle_state: bookingLifecycleState(
      { status: row.status, checked_in_at: row.checked_in_at, starts_at: row.slot.starts_at },
      money,
      now,
    ),
    checked_in_at: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
    // Every name as the voucher gives it in the admin's language (one screen, one language).
    experience: {
      title: voucher.experience,
      handle: row.slot.option.experience.handle,
      product_id: row.slot.product_id,
    },
    option: voucher.option,
    local_date: voucher.local_date,
    start_time: voucher.start_time,
    end_time: voucher.end_time,
    timezone: zone,
    starts_at: voucher.starts_at,
    starts_text: formatLocal(voucher.starts_at, zone, locale, "full"),
    meeting_point: voucher.meeting_point,
    pickup: voucher.pickup,
    party: partyOf(row.travellers as Record<string, unknown> | null, locale),
    party_text: travellersText(row.travellers as Record<string, unknown> | null, locale),
    seats: row.seats,
    extras: voucher.extras,
    cancellation_policy: voucher.cancellation.text,
    lead_guest: {
      name: [address?.first_name, address?.last_name].filter(Boolean).join(" "),
      email: order.email ?? "",
      phone: address?.phone ?? "",
    },
    voucher_url: voucher.link,
    order: {
      id: order.id,
      display_id: order.display_id,
      locale: String(order.metadata?.locale ?? "es"),
    },
    money: {
      state: money.state,
      currency_code: money.currency_code,
      captured: money.captured,
      refunded: money.refunded,
      kept: money.kept,
      booking_paid: cancellation.paid,
      policy_refund: status === "live" ? cancellation.refund : null,
      policy_allows: status === "live" && cancellation.quote.allowed,
      payment_links: paymentLinks(order.metadata, now, (instant) =>
        instant ? formatLocal(instant, zone, locale, "deadline") : null,
      ),
    },
    history: history.map((h) => ({
      ...h,
      data: h.action === "changed" ? changeLine(h.data, zone, locale) : h.data,
      at_local: formatLocal(h.at, zone, locale, "deadline"),
      actor: h.actor_id ? (userName.get(h.actor_id) ?? h.actor_id) : null,
    })),
    actions: {
      cancel: status === "live",
      resend_voucher: status !== "cancelled",
      mark_paid: status !== "cancelled" && money.state === "unpaid",
      check_in: status === "live",
      undo_check_in: status === "checked_in",
    },
  }
}

export type DeskBooking = Awaited<ReturnType<typeof deskBooking>>

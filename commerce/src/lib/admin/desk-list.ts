import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BOOKING_DESK_MODULE } from "../../modules/booking-desk"
import type BookingDeskModuleService from "../../modules/booking-desk/service"
import type { DeskRow, DeskSearch } from "../../modules/booking-desk/sql/search"
import type { Locale } from "../i18n/messages"
import { BAND_NAMES, localised } from "../line-names"
import { localParts } from "../local-time"
import { moneyOfOrders, type OrderMoneyState } from "../order-money"
import { bookingReference } from "../signed-token"
import { travellersText } from "../travellers-text"
import { ORDER_STATE_FIELDS } from "../query-config/orders"

/** Where a booking stands at the desk: live, checked in, or cancelled (itself or its whole order). */
export type DeskBookingStatus = "live" | "checked_in" | "cancelled"

export const deskStatus = (
  row: { status: string; checked_in_at?: Date | string | null },
  orderStatus?: string | null,
): DeskBookingStatus =>
  row.status === "cancelled" || orderStatus === "canceled"
    ? "cancelled"
    : row.checked_in_at
      ? "checked_in"
      : "live"

/** A party by band names, in `locale`, zeros left out. */
export function partyOf(travellers: Record<string, unknown> | null | undefined, locale: Locale) {
  const names = BAND_NAMES[locale] as Record<string, string>
  return Object.entries(travellers ?? {})
    .filter((e): e is [string, number] => typeof e[1] === "number" && e[1] > 0)
    .map(([band, count]) => ({ band, label: names[band] ?? band, count }))
}

/** The experience's title in `locale` (the product's; its English title in metadata). */
export const experienceTitle = (
  row: { product_title: string | null; product_title_en: string | null; handle: string },
  locale: Locale,
) => (locale === "en" && row.product_title_en) || row.product_title || row.handle

export type DeskListRow = ReturnType<typeof toListRow>

function toListRow(row: DeskRow, payment: OrderMoneyState | undefined, locale: Locale) {
  const local = localParts(row.starts_at, row.timezone)
  return {
    id: row.booking_id,
    reference: bookingReference(row.booking_id),
    experience: experienceTitle(row, locale),
    handle: row.handle,
    option: localised(row.option_title, locale),
    starts_at: new Date(row.starts_at).toISOString(),
    local_date: local.date,
    local_time: local.time,
    timezone: row.timezone,
    lead_guest: [row.first_name, row.last_name].filter(Boolean).join(" "),
    email: row.email ?? "",
    seats: row.seats,
    party: partyOf(row.travellers, locale),
    /** The party in words, plurals right: "2 adultos, 1 niño". */
    party_text: travellersText(row.travellers, locale),
    status: deskStatus(row, row.order_status),
    payment: payment ?? "unpaid",
    order_id: row.order_id,
    order_display_id: row.display_id,
  }
}

/**
 * One page of the desk's search, each booking with what the Bookings page
 * shows: reference, experience in the admin's language, local date and
 * time in the experience's zone, lead guest, party by band names, its
 * state and its order's money state (lib/order-money.ts, the one rule).
 */
export async function listDeskBookings(
  container: MedusaContainer,
  search: DeskSearch,
  locale: Locale,
) {
  const desk: BookingDeskModuleService = container.resolve(BOOKING_DESK_MODULE)
  const { rows, count } = await desk.searchBookings(search)
  const orderIds = [...new Set(rows.map((r) => r.order_id))]
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = orderIds.length
    ? await query.graph({
        entity: "order",
        fields: ORDER_STATE_FIELDS,
        filters: { id: orderIds },
      })
    : { data: [] }
  const money = await moneyOfOrders(
    container,
    orders as unknown as Parameters<typeof moneyOfOrders>[1],
  )
  return {
    bookings: rows.map((row) => toListRow(row, money.get(row.order_id)?.state, locale)),
    count,
    limit: search.limit,
    offset: search.offset,
  }
}

/**
 * What the search box's `q` is: a voucher reference, an e-mail (or its
 * start), an order number (`#12`), else part of a name or an experience.
 */
export function readDeskQuery(
  q: string | undefined,
): Pick<DeskSearch, "reference" | "email" | "display_id" | "text"> {
  const text = (q ?? "").trim()
  if (!text) return {}
  const reference = /^SND[\s-]*([0-9A-Z]{8})$/.exec(text.toUpperCase())
  if (reference) return { reference: reference[1] }
  if (text.includes("@")) return { email: text.toLowerCase() }
  const order = /^#\s*(\d{1,9})$/.exec(text)
  if (order) return { display_id: Number(order[1]) }
  return { text }
}

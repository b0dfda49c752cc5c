import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import type { Locale } from "../i18n/messages"
import { experienceTitle, localised } from "../line-names"
import { localTime, zoneLabel } from "../local-time"
import { pickupFor, pickupPoints } from "../pickup-times"
import { bookingReference } from "../signed-token"
import { moneyOfOrders } from "../order-money"
import { travellersText } from "../travellers-text"
import { orderPaymentState } from "./order-state"
import { MANIFEST_ORDER_FIELDS } from "../query-config/orders"
import { PRODUCT_TITLE_FIELDS } from "../query-config/products"

type OrderFacts = {
  id: string
  status?: string | null
  display_id: number
  email: string | null
  billing_address?: {
    first_name?: string | null
    last_name?: string | null
    phone?: string | null
  } | null
}

export type ManifestEntry = {
  booking_id: string
  reference: string
  status: "confirmed" | "cancelled"
  checked_in_at: string | null
  /** When it was checked in (HH:MM) and the zone with its offset, by lib/local-time.ts: screens show them as is. */
  checked_in_time: string | null
  zone_label: string
  slot_id: string
  /** The slot's start (an instant) and the experience's zone: screens format both in that zone. */
  starts_at: string
  timezone: string
  local_time: string
  experience: string
  handle: string
  option: string
  lead_guest: { name: string; email: string; phone: string }
  travellers: Record<string, number>
  /** The party in words in the request's language ("2 adultos, 1 niño"). */
  travellers_text: string
  seats: number
  pickup: { name: string; address: string; time: string } | null
  extras: { title: string; quantity: number }[]
  payment_state: ReturnType<typeof orderPaymentState>
  order_id: string
  order_display_id: number | null
}

/**
 * Every booking on a local date (optionally of one experience), in start
 * time order, with what the guide needs at the meeting point: the lead
 * guest and phone from the order, travellers per band, pickup point and
 * time, extras, the order's payment state and the voucher reference.
 */
export async function buildManifest(
  container: MedusaContainer,
  input: { date: string; product_id?: string },
  locale: Locale,
): Promise<ManifestEntry[]> {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const rows = await booking.manifestRows(input)
  if (!rows.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const orderIds = [...new Set(rows.map((r) => r.order_id))]
  const productIds = [...new Set(rows.map((r) => r.product_id))]
  const [{ data: orders }, { data: products }] = await Promise.all([
    query.graph({
      entity: "order",
      fields: MANIFEST_ORDER_FIELDS,
      filters: { id: orderIds },
    }),
    query.graph({
      entity: "product",
      fields: PRODUCT_TITLE_FIELDS,
      filters: { id: productIds },
    }),
  ])
  const orderById = new Map((orders as unknown as OrderFacts[]).map((o) => [o.id, o]))
  // The order's money state (lib/order-money.ts): what Medusa recorded, not a provider's name.
  const money = await moneyOfOrders(container, orders as unknown as OrderFacts[])
  const productById = new Map(
    (products as { id: string; title: string; metadata?: Record<string, unknown> | null }[]).map(
      (p) => [p.id, p],
    ),
  )
  return rows.map((row) => {
    const order = orderById.get(row.order_id)
    const product = productById.get(row.product_id)
    const address = order?.billing_address ?? null
    const point = pickupPoints(row.pickup_points, row.start_time, locale).find(
      (p) => p.id === row.pickup_point_id,
    )
    const pickup = point ? pickupFor(point, row.starts_at, row.timezone) : null
    const extraTitles = new Map(
      (row.extras_catalogue?.items ?? []).map((e) => [e.code, localised(e.title, locale)]),
    )
    return {
      booking_id: row.booking_id,
      reference: bookingReference(row.booking_id),
      status: row.status,
      checked_in_at: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
      checked_in_time: row.checked_in_at ? localTime(row.checked_in_at, row.timezone) : null,
      zone_label: zoneLabel(row.timezone, row.starts_at),
      slot_id: row.slot_id,
      starts_at: new Date(row.starts_at).toISOString(),
      timezone: row.timezone,
      // From the instant (lib/local-time.ts), like every screen and voucher.
      local_time: localTime(row.starts_at, row.timezone),
      experience: experienceTitle(product, locale, row.handle),
      handle: row.handle,
      option: localised(row.option_title, locale),
      lead_guest: {
        name: [address?.first_name, address?.last_name].filter(Boolean).join(" "),
        email: order?.email ?? "",
        phone: address?.phone ?? "",
      },
      travellers: Object.fromEntries(
        Object.entries(row.travellers ?? {}).filter(([, n]) => typeof n === "number" && n > 0),
      ) as Record<string, number>,
      travellers_text: travellersText(row.travellers, locale),
      seats: row.seats,
      pickup: pickup ? { name: pickup.name, address: pickup.address, time: pickup.time } : null,
      extras: (row.extras?.items ?? [])
        .filter((e) => e.quantity > 0)
        .map((e) => ({ title: extraTitles.get(e.code) ?? e.code, quantity: e.quantity })),
      payment_state:
        row.status === "cancelled"
          ? "cancelled"
          : money.has(row.order_id)
            ? orderPaymentState(money.get(row.order_id)!)
            : "pending_payment",
      order_id: row.order_id,
      order_display_id: order?.display_id ?? null,
    }
  })
}

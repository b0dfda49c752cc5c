import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import type { Locale } from "../i18n/messages"
import { experienceTitle, localised } from "../line-names"
import { localParts, localTime, zoneLabel } from "../local-time"
import { PRODUCT_TITLE_FIELDS } from "../query-config/products"

export type ManifestSlot = {
  slot_id: string
  handle: string
  experience: string
  option: string
  /** The slot's start (an instant), its local time and the experience's zone. */
  starts_at: string
  local_time: string
  timezone: string
  capacity: number
  booked: number
  held: number
  status: "open" | "closed"
  /** The zone with its offset at the start ("Africa/Casablanca (GMT)"). */
  zone_label: string
  /** Seats kept for carts right now: which cart, how many, since and until when (instants, and HH:MM in the zone). */
  holds: {
    hold_id: string
    cart_id: string
    seats: number
    since: string
    until: string
    since_time: string
    until_time: string
  }[]
}

/**
 * The slots of the day's manifest in start order: seats booked and held
 * against capacity, and the live holds (a cart paying on a hosted page, a
 * traveller still choosing), with the experience named in the admin's
 * language.
 */
export async function buildManifestSlots(
  container: MedusaContainer,
  input: { date: string; product_id?: string },
  locale: Locale,
): Promise<ManifestSlot[]> {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const rows = await booking.manifestSlots(input)
  if (!rows.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: products } = await query.graph({
    entity: "product",
    fields: PRODUCT_TITLE_FIELDS,
    filters: { id: [...new Set(rows.map((r) => r.product_id))] },
  })
  const titles = new Map(
    (products as { id: string; title: string; metadata?: Record<string, unknown> | null }[]).map(
      (p) => [p.id, experienceTitle(p, locale)],
    ),
  )
  const iso = (value: unknown) => new Date(value as string).toISOString()
  return rows.map((row) => ({
    slot_id: row.slot_id,
    handle: row.handle,
    experience: titles.get(row.product_id) ?? row.handle,
    option: localised(row.option_title, locale),
    starts_at: iso(row.starts_at),
    local_time: localParts(row.starts_at, row.timezone).time,
    timezone: row.timezone,
    capacity: row.capacity,
    booked: row.booked,
    held: row.held,
    status: row.status,
    zone_label: zoneLabel(row.timezone, row.starts_at),
    // Local times from the one time-zone truth: the admin's browser converts no zone.
    holds: (row.holds ?? []).map((h) => ({
      ...h,
      since: iso(h.since),
      until: iso(h.until),
      since_time: localTime(h.since, row.timezone),
      until_time: localTime(h.until, row.timezone),
    })),
  }))
}

/**
 * Cart and order lines grouped into bookings: the booking routes add one line
 * per age band, item and extra, all carrying the hold (and slot) in their
 * metadata. Pure, for islands and on-demand pages alike.
 */

/** A cart or order line as the booking routes write it. */
export type BookingLine = {
  id: string
  product_title?: string | null
  product_handle?: string | null
  variant_title?: string | null
  title?: string | null
  quantity: number
  unit_price: number | string
  metadata?: Record<string, unknown> | null
}

export type Band = "adult" | "child" | "infant"

/** One booking: a slot of an experience's option, its travellers, extras and price. */
export type BookingView = {
  key: string
  holdId: string | null
  slotId: string | null
  title: string
  handle: string | null
  option: string | null
  startsAt: string | null
  /** The slot's local date and time in its zone, as the API derived them (lib/local-time.ts). */
  localDate: string | null
  startTime: string | null
  timezone: string
  travellers: { band: Band; count: number }[]
  /** Items (cars, boats) of a per-item option, and how many travel. */
  items: { count: number; travellers: number } | null
  extras: { code: string; title: string; quantity: number }[]
  lineIds: string[]
  /** In major units of the cart's currency. */
  total: number
}

const BAND_ORDER: Band[] = ["adult", "child", "infant"]
const str = (value: unknown) => (typeof value === "string" ? value : null)

/** The bookings of a list of lines, in the order their first line appears. */
export function groupBookings(lines: readonly BookingLine[]): BookingView[] {
  const byKey = new Map<string, BookingView>()
  for (const line of lines) {
    const meta = line.metadata ?? {}
    const key = str(meta.hold_id) ?? `${str(meta.slot_id) ?? line.id}`
    let booking = byKey.get(key)
    if (!booking) {
      booking = {
        key,
        holdId: str(meta.hold_id),
        slotId: str(meta.slot_id),
        title: line.product_title ?? line.title ?? "",
        handle: line.product_handle ?? null,
        option: line.variant_title?.split(" · ")[0] ?? null,
        startsAt: str(meta.starts_at),
        localDate: str(meta.local_date),
        startTime: str(meta.start_time),
        timezone: str(meta.timezone) ?? "UTC",
        travellers: [],
        items: null,
        extras: [],
        lineIds: [],
        total: 0,
      }
      byKey.set(key, booking)
    }
    booking.lineIds.push(line.id)
    booking.total += Number(line.unit_price) * line.quantity
    const band = str(meta.band) as Band | null
    if (band) booking.travellers.push({ band, count: line.quantity })
    else if (meta.unit === "item") {
      booking.items = { count: line.quantity, travellers: Number(meta.travellers ?? 0) }
    } else if (str(meta.extra)) {
      booking.extras.push({
        code: str(meta.extra)!,
        title: line.variant_title?.split(" · ").at(-1) ?? str(meta.extra)!,
        quantity: line.quantity,
      })
    }
  }
  for (const booking of byKey.values()) {
    booking.travellers.sort((a, b) => BAND_ORDER.indexOf(a.band) - BAND_ORDER.indexOf(b.band))
    booking.total = Math.round(booking.total * 100) / 100
  }
  return [...byKey.values()]
}

import { MedusaError } from "@medusajs/framework/utils"
import type { SlotContext } from "../modules/booking/sql/slot-reads"
import { BookingError } from "./booking-error"
import { localParts } from "./local-time"

export const AGE_BANDS = ["adult", "child", "infant"] as const
export type AgeBand = (typeof AGE_BANDS)[number]

/** What a traveller asks for: per age band, or items and travellers for per-item options. */
export type BookingRequestInput = {
  travellers?: Partial<Record<AgeBand, number>>
  items?: number
  extras?: { code: string; quantity?: number }[]
  pickup_point_id?: string | null
}

/**
 * What every booking line keeps: its slot, the slot's start and zone, and its
 * local date and time derived here (lib/local-time.ts). The cart, checkout and
 * account print `local_date` and `start_time` as they are and convert no zone,
 * so a line may not be written without them (the type says so to every writer).
 */
export type BookingLineMetadata = Record<string, unknown> & {
  slot_id: string
  starts_at: string
  timezone: string
  local_date: string
  start_time: string
}

export type BookingLine = {
  variant_id: string
  quantity: number
  metadata: BookingLineMetadata
}
export type Variant = { id: string; metadata?: Record<string, unknown> | null }

export type ResolvedBooking = {
  lines: BookingLine[]
  seats: number
  request: {
    travellers: Record<string, number>
    extras: { items: { code: string; quantity: number }[] } | null
    pickup_point_id: string | null
  }
}

/**
 * Checks a booking request against its slot's option and experience and
 * turns it into cart lines (one per age band, item and extra) and a number of
 * seats: travellers for per-person options, items for per-item ones.
 */
export function resolveBookingRequest(
  context: SlotContext & { productPublished: boolean; variants: Variant[] },
  input: BookingRequestInput,
): ResolvedBooking {
  const { slot, option, experience } = context
  if (!context.productPublished || experience.status !== "active") {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "experience_unavailable")
  }
  const variants = context.variants.filter((v) => v?.metadata?.option_code === option.code)
  const variantWhere = (key: string, value: string) => {
    const variant = variants.find((v) => v.metadata?.[key] === value)
    if (!variant) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "experience_unavailable")
    return variant.id
  }
  const local = localParts(slot.starts_at, slot.timezone)
  const common = {
    slot_id: slot.id,
    option_code: option.code,
    starts_at: new Date(slot.starts_at).toISOString(),
    timezone: slot.timezone,
    // What the cart shows: the local date and time from lib/local-time.ts, not the browser's zone data.
    local_date: local.date,
    start_time: local.time,
  }
  const lines: BookingLine[] = []
  let seats = 0
  let travellerCount = 0
  let travellers: Record<string, number> = {}
  if (option.pricing_type === "per_item") {
    const items = input.items ?? 0
    const max = option.max_travellers_per_item ?? 1
    travellerCount = AGE_BANDS.reduce((n, band) => n + (input.travellers?.[band] ?? 0), 0)
    if (items < 1) throw new BookingError(MedusaError.Types.INVALID_DATA, "no_travellers")
    if (travellerCount > items * max) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "too_many_per_item", { max })
    }
    seats = items
    travellers = { items, travellers: travellerCount }
    lines.push({
      variant_id: variantWhere("unit", "item"),
      quantity: items,
      metadata: { ...common, unit: "item", travellers: travellerCount },
    })
  } else {
    const bands = option.age_bands.items.map((b) => b.band)
    for (const band of AGE_BANDS) {
      const count = input.travellers?.[band] ?? 0
      if (count <= 0) continue
      if (!bands.includes(band)) {
        throw new BookingError(MedusaError.Types.INVALID_DATA, "band_not_offered", { band })
      }
      travellers[band] = count
      seats += count
      lines.push({
        variant_id: variantWhere("band", band),
        quantity: count,
        metadata: { ...common, band },
      })
    }
    travellerCount = seats
  }
  if (seats === 0) throw new BookingError(MedusaError.Types.INVALID_DATA, "no_travellers")
  if (option.pricing_type === "per_person") assertPartyRules(option.age_bands.items, travellers)

  // An extra listed twice would become two lines, billed twice: it is named once, with its quantity.
  const repeated = (input.extras ?? []).find(
    (x, i, all) => all.findIndex((y) => y.code === x.code) !== i,
  )
  if (repeated)
    throw new BookingError(MedusaError.Types.INVALID_DATA, "extra_repeated", {
      code: repeated.code,
    })
  const extras = (input.extras ?? []).map(({ code, quantity }) => {
    const extra = option.extras.items.find((x) => x.code === code)
    if (!extra) throw new BookingError(MedusaError.Types.INVALID_DATA, "extra_not_found", { code })
    const count = extra.per === "booking" ? 1 : Math.min(quantity ?? travellerCount, travellerCount)
    lines.push({
      variant_id: variantWhere("extra", code),
      quantity: count,
      metadata: { ...common, extra: code },
    })
    return { code, quantity: count }
  })
  if (
    input.pickup_point_id &&
    !experience.pickup_points.items.some((p) => p.id === input.pickup_point_id)
  ) {
    throw new BookingError(MedusaError.Types.INVALID_DATA, "pickup_point_not_found")
  }
  return {
    lines,
    seats,
    request: {
      travellers,
      extras: extras.length ? { items: extras } : null,
      pickup_point_id: input.pickup_point_id ?? null,
    },
  }
}

/**
 * Who may book together: an infant only with an adult, and never a party of
 * free travellers alone (an order of 0 € would hold seats for nobody who
 * pays).
 */
function assertPartyRules(
  bands: { band: string; free?: boolean }[],
  travellers: Record<string, number>,
) {
  const offersAdults = bands.some((b) => b.band === "adult")
  if (offersAdults && (travellers.infant ?? 0) > 0 && (travellers.adult ?? 0) === 0) {
    throw new BookingError(MedusaError.Types.INVALID_DATA, "infant_needs_adult")
  }
  const paying = bands.filter((b) => !b.free).reduce((n, b) => n + (travellers[b.band] ?? 0), 0)
  if (paying === 0)
    throw new BookingError(MedusaError.Types.INVALID_DATA, "paying_traveller_required")
}

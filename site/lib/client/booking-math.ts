/**
 * The picker's arithmetic, pure so it is tested alone: what each traveller
 * stepper may go to (seats left, an infant never alone, items of a per-item
 * option) and the price breakdown in minor units (never floats for money).
 */

export type Band = "adult" | "child" | "infant"
export const BANDS: Band[] = ["adult", "child", "infant"]

/** An option of a date as `GET /store/experiences/:handle/availability/:date` returns it. */
export type DayOption = {
  id: string
  code: string
  title: string
  pricing_type: "per_person" | "per_item"
  max_travellers_per_item: number | null
  age_bands: {
    band: Band
    min_age: number
    max_age: number
    free?: boolean
    price: number | null
  }[]
  item_price: number | null
  extras: { code: string; title: string; per: "person" | "booking"; price: number | null }[]
  slots: {
    id: string
    start_time: string
    /** The slot's end as a local time in the experience's zone (derived by the API). */
    end_time?: string
    starts_at: string
    ends_at: string
    seats_left: number
    cancellation: { type: string; free_until: string | null; text: string }
    /** This slot's pickup times: each point's offset before its start, as a local time. */
    pickup_points?: {
      id: string
      name: string
      address?: string
      minutes_before_start: number
      time: string
    }[]
  }[]
}

export type Travellers = Partial<Record<Band, number>>

const total = (t: Travellers) => BANDS.reduce((n, b) => n + (t[b] ?? 0), 0)

/**
 * What a date's form starts with: the first option with a free seat, its first free slot, and a
 * party of two adults (fewer when fewer seats are left; one for a per-item option).
 */
export function firstChoice(options: DayOption[]) {
  const option = options.find((o) => o.slots.some((s) => s.seats_left > 0)) ?? options[0]
  const slot = option.slots.find((s) => s.seats_left > 0) ?? null
  const travellers: Travellers =
    option.pricing_type === "per_item"
      ? { adult: 1 }
      : { adult: Math.min(2, Math.max(1, slot?.seats_left ?? 0)) }
  return { option, slotId: slot?.id ?? null, travellers }
}

/** Items a per-item option needs for a party: a second car once the first is full. */
export function itemsFor(option: Pick<DayOption, "max_travellers_per_item">, travellers: number) {
  const max = Math.max(1, option.max_travellers_per_item ?? 1)
  return Math.max(1, Math.ceil(travellers / max))
}

/** How many travellers fit at most: the seats left, or the seats (items) left times travellers per item. */
export function maxTravellers(
  option: Pick<DayOption, "pricing_type" | "max_travellers_per_item">,
  seatsLeft: number,
) {
  if (option.pricing_type === "per_item")
    return Math.max(0, seatsLeft) * Math.max(1, option.max_travellers_per_item ?? 1)
  return Math.max(0, seatsLeft)
}

/**
 * The range each band's stepper allows now, given the other bands: the party
 * stays within the seats left, and an infant always travels with an adult
 * (the adults cannot go below 1 while infants are booked, nor infants above
 * the adults).
 */
export function stepperBounds(
  option: Pick<DayOption, "pricing_type" | "max_travellers_per_item" | "age_bands">,
  seatsLeft: number,
  travellers: Travellers,
): Record<Band, { min: number; max: number }> {
  const cap = maxTravellers(option, seatsLeft)
  // A per-item option counts its party as one number (kept under "adult"), whatever its bands.
  const offered = new Set<Band>(
    option.pricing_type === "per_item" ? ["adult"] : option.age_bands.map((b) => b.band),
  )
  const bounds = {} as Record<Band, { min: number; max: number }>
  for (const band of BANDS) {
    const own = travellers[band] ?? 0
    if (!offered.has(band)) {
      bounds[band] = { min: 0, max: 0 }
      continue
    }
    let max = Math.max(own, cap - (total(travellers) - own))
    let min = 0
    if (band === "infant") max = Math.min(max, travellers.adult ?? 0)
    if (band === "adult" && (travellers.infant ?? 0) > 0) min = Math.max(1, travellers.infant ?? 0)
    max = Math.min(max, 50)
    bounds[band] = { min: Math.min(min, max), max }
  }
  return bounds
}

/** Whether the party can be booked at all (someone travels, infants with adults, it fits). */
export function partyProblem(
  option: Pick<DayOption, "pricing_type" | "max_travellers_per_item" | "age_bands">,
  seatsLeft: number,
  travellers: Travellers,
):
  "no_travellers" | "infant_needs_adult" | "paying_traveller_required" | "not_enough_seats" | null {
  const n = total(travellers)
  if (n === 0) return "no_travellers"
  if ((travellers.infant ?? 0) > (travellers.adult ?? 0)) return "infant_needs_adult"
  const paying = option.age_bands.filter((b) => !b.free).map((b) => b.band)
  if (
    option.pricing_type === "per_person" &&
    paying.length &&
    !paying.some((b) => (travellers[b] ?? 0) > 0)
  ) {
    return "paying_traveller_required"
  }
  if (n > maxTravellers(option, seatsLeft)) return "not_enough_seats"
  return null
}

/** Minor units of a major amount (prices come as 37 or 37.5). */
export const toMinor = (amount: number) => Math.round(amount * 100)

export type BreakdownLine =
  | { kind: "band"; band: Band; count: number; unit: number; amount: number }
  | { kind: "item"; count: number; unit: number; amount: number }
  | { kind: "extra"; code: string; title: string; count: number; unit: number; amount: number }

/**
 * The live price of a request, line by line and in total, in minor units:
 * band x count (or items x item price), then extras (per person: one per
 * traveller; per booking: one).
 */
export function priceBreakdown(
  option: DayOption,
  travellers: Travellers,
  extras: string[],
): { lines: BreakdownLine[]; total: number } {
  const lines: BreakdownLine[] = []
  const people = total(travellers)
  if (option.pricing_type === "per_item") {
    if (people > 0 && option.item_price !== null) {
      const count = itemsFor(option, people)
      const unit = toMinor(option.item_price)
      lines.push({ kind: "item", count, unit, amount: unit * count })
    }
  } else {
    for (const band of option.age_bands) {
      const count = travellers[band.band] ?? 0
      if (count <= 0) continue
      const unit = toMinor(band.price ?? 0)
      lines.push({ kind: "band", band: band.band, count, unit, amount: unit * count })
    }
  }
  for (const code of extras) {
    const extra = option.extras.find((x) => x.code === code)
    if (!extra || extra.price === null || people === 0) continue
    const count = extra.per === "booking" ? 1 : people
    const unit = toMinor(extra.price)
    lines.push({ kind: "extra", code, title: extra.title, count, unit, amount: unit * count })
  }
  return { lines, total: lines.reduce((sum, l) => sum + l.amount, 0) }
}

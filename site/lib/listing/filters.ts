/**
 * Listing filters and sort, shared by the server (which writes each card's
 * facts as data attributes) and the browser (which filters the prerendered
 * cards). Pure: no DOM here. The state lives in the URL query so a filtered
 * listing can be shared and reloaded.
 */

export const TIMES_OF_DAY = ["morning", "afternoon", "evening", "night"] as const
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]

/** Duration buckets in minutes: [from, to). */
export const DURATIONS = {
  "up-to-1h": [0, 61],
  "1-4h": [61, 241],
  "4h-1d": [241, 1441],
  "multi-day": [1441, Infinity],
} as const
export type DurationBucket = keyof typeof DURATIONS

export const SORTS = ["recommended", "price-asc", "price-desc"] as const
export type Sort = (typeof SORTS)[number]

/** What the filters know about one card. */
export type CardFacts = {
  /** Position in the recommended order. */
  rank: number
  price: number | null
  durationMinutes: number
  timeOfDay: string | null
  categories: string[]
  pickup: boolean
}

export type FilterState = {
  priceMin: number | null
  priceMax: number | null
  durations: DurationBucket[]
  times: TimeOfDay[]
  categories: string[]
  pickup: boolean
  sort: Sort
}

export const EMPTY_FILTERS: FilterState = {
  priceMin: null,
  priceMax: null,
  durations: [],
  times: [],
  categories: [],
  pickup: false,
  sort: "recommended",
}

const list = (value: string | null) => (value ? value.split(",").filter(Boolean) : [])
const amount = (value: string | null) => {
  if (value === null || value.trim() === "") return null
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : null
}
const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value)

/** Reads the filters from a URL query; unknown values are ignored. */
export function parseFilters(query: URLSearchParams): FilterState {
  const sort = query.get("sort") ?? ""
  return {
    priceMin: amount(query.get("min")),
    priceMax: amount(query.get("max")),
    durations: list(query.get("duration")).filter((d): d is DurationBucket => d in DURATIONS),
    times: list(query.get("time")).filter((t) => oneOf(TIMES_OF_DAY, t)),
    categories: list(query.get("category")),
    pickup: query.get("pickup") === "1",
    sort: oneOf(SORTS, sort) ? sort : "recommended",
  }
}

/** Writes the filters to a URL query, leaving out what is not set. */
export function filtersToQuery(state: FilterState): URLSearchParams {
  const query = new URLSearchParams()
  if (state.priceMin !== null) query.set("min", String(state.priceMin))
  if (state.priceMax !== null) query.set("max", String(state.priceMax))
  if (state.durations.length) query.set("duration", state.durations.join(","))
  if (state.times.length) query.set("time", state.times.join(","))
  if (state.categories.length) query.set("category", state.categories.join(","))
  if (state.pickup) query.set("pickup", "1")
  if (state.sort !== "recommended") query.set("sort", state.sort)
  return query
}

/** Whether any filter (not the sort) is applied. */
export const hasFilters = (state: FilterState) =>
  state.priceMin !== null ||
  state.priceMax !== null ||
  state.durations.length > 0 ||
  state.times.length > 0 ||
  state.categories.length > 0 ||
  state.pickup

/** Whether a card passes every applied filter; within one filter any chosen value passes. */
export function matches(card: CardFacts, state: FilterState): boolean {
  if (state.priceMin !== null && (card.price === null || card.price < state.priceMin)) return false
  if (state.priceMax !== null && (card.price === null || card.price > state.priceMax)) return false
  if (
    state.durations.length &&
    !state.durations.some(
      (d) => card.durationMinutes >= DURATIONS[d][0] && card.durationMinutes < DURATIONS[d][1],
    )
  ) {
    return false
  }
  if (state.times.length && !state.times.some((t) => t === card.timeOfDay)) return false
  if (state.categories.length && !state.categories.some((c) => card.categories.includes(c)))
    return false
  if (state.pickup && !card.pickup) return false
  return true
}

/** The cards that pass, in the chosen order; unpriced cards go last when sorting by price. */
export function applyFilters<T extends CardFacts>(cards: readonly T[], state: FilterState): T[] {
  const passed = cards.filter((card) => matches(card, state))
  const price = (card: T, missing: number) => card.price ?? missing
  switch (state.sort) {
    case "price-asc":
      return passed.sort((a, b) => price(a, Infinity) - price(b, Infinity) || a.rank - b.rank)
    case "price-desc":
      return passed.sort((a, b) => price(b, -Infinity) - price(a, -Infinity) || a.rank - b.rank)
    default:
      return passed.sort((a, b) => a.rank - b.rank)
  }
}

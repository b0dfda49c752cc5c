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

/**
 * Age ranges a traveller thinks in: who in my party may come? Each range is a
 * test on the experience's minimum age: "all" welcomes babies (no minimum),
 * "6" and "12" welcome children of that age, "adults" is for adults only.
 */
export const AGE_RANGES = ["all", "6", "12", "adults"] as const
export type AgeRange = (typeof AGE_RANGES)[number]
const AGE_TESTS: Record<AgeRange, (minimumAge: number) => boolean> = {
  all: (minimumAge) => minimumAge === 0,
  "6": (minimumAge) => minimumAge <= 6,
  "12": (minimumAge) => minimumAge <= 12,
  adults: (minimumAge) => minimumAge >= 18,
}

/** Star-rating thresholds: at least this average. */
export const RATINGS = ["4.5", "4", "3"] as const
export type RatingThreshold = (typeof RATINGS)[number]

/** What an experience includes, each a yes/no filter with its own URL key. */
export const FEATURES = ["pickup", "dropoff", "guide"] as const
export type Feature = (typeof FEATURES)[number]

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
  /** Guide languages (ISO 639-1). */
  languages: string[]
  minimumAge: number
  /** Average rating, null without reviews. */
  rating: number | null
  bestFor: string[]
  occasions: string[]
  labels: string[]
  features: Feature[]
}

export type FilterState = {
  priceMin: number | null
  priceMax: number | null
  durations: DurationBucket[]
  times: TimeOfDay[]
  languages: string[]
  ages: AgeRange[]
  rating: RatingThreshold | null
  bestFor: string[]
  occasions: string[]
  labels: string[]
  categories: string[]
  features: Feature[]
  sort: Sort
}

export const EMPTY_FILTERS: FilterState = {
  priceMin: null,
  priceMax: null,
  durations: [],
  times: [],
  languages: [],
  ages: [],
  rating: null,
  bestFor: [],
  occasions: [],
  labels: [],
  categories: [],
  features: [],
  sort: "recommended",
}

/**
 * URL query key of each list filter. Short and stable: shared links depend
 * on them. Features use their own name as key (`pickup=1`).
 */
export const LIST_KEYS = {
  durations: "duration",
  times: "time",
  languages: "lang",
  ages: "age",
  bestFor: "for",
  occasions: "occasion",
  labels: "label",
  categories: "category",
} as const satisfies Partial<Record<keyof FilterState, string>>
type ListFilter = keyof typeof LIST_KEYS

const list = (value: string | null) => (value ? value.split(",").filter(Boolean) : [])
const amount = (value: string | null) => {
  if (value === null || value.trim() === "") return null
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : null
}
const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value)
const codes = (value: string | null) => list(value).filter((v) => /^[a-z0-9_-]{1,40}$/.test(v))

/**
 * Reads the filters from a URL query; unknown values are ignored. Languages,
 * best for, occasions, labels and categories are open sets (a value the
 * listing does not have simply matches nothing and offers no checkbox).
 */
export function parseFilters(query: URLSearchParams): FilterState {
  const sort = query.get("sort") ?? ""
  const rating = query.get("rating") ?? ""
  return {
    priceMin: amount(query.get("min")),
    priceMax: amount(query.get("max")),
    durations: list(query.get("duration")).filter((d): d is DurationBucket => d in DURATIONS),
    times: list(query.get("time")).filter((t) => oneOf(TIMES_OF_DAY, t)),
    languages: codes(query.get("lang")),
    ages: list(query.get("age")).filter((a) => oneOf(AGE_RANGES, a)),
    rating: oneOf(RATINGS, rating) ? rating : null,
    bestFor: codes(query.get("for")),
    occasions: codes(query.get("occasion")),
    labels: codes(query.get("label")),
    categories: list(query.get("category")),
    features: FEATURES.filter((f) => query.get(f) === "1"),
    sort: oneOf(SORTS, sort) ? sort : "recommended",
  }
}

/** Writes the filters to a URL query, leaving out what is not set. */
export function filtersToQuery(state: FilterState): URLSearchParams {
  const query = new URLSearchParams()
  if (state.priceMin !== null) query.set("min", String(state.priceMin))
  if (state.priceMax !== null) query.set("max", String(state.priceMax))
  for (const [field, key] of Object.entries(LIST_KEYS) as [ListFilter, string][]) {
    if (state[field].length) query.set(key, state[field].join(","))
  }
  if (state.rating !== null) query.set("rating", state.rating)
  for (const feature of state.features) query.set(feature, "1")
  if (state.sort !== "recommended") query.set("sort", state.sort)
  return query
}

/** Whether any filter (not the sort) is applied. */
export const hasFilters = (state: FilterState) =>
  state.priceMin !== null ||
  state.priceMax !== null ||
  state.rating !== null ||
  state.features.length > 0 ||
  Object.keys(LIST_KEYS).some((field) => state[field as ListFilter].length > 0)

const anyOf = (chosen: readonly string[], has: readonly string[]) =>
  chosen.length === 0 || chosen.some((value) => has.includes(value))

/**
 * Whether a card passes every applied filter. Within one filter any chosen
 * value passes; features (pickup, drop-off, guide) must all be included.
 */
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
  if (state.ages.length && !state.ages.some((a) => AGE_TESTS[a](card.minimumAge))) return false
  if (state.rating !== null && (card.rating === null || card.rating < Number(state.rating)))
    return false
  return (
    anyOf(state.languages, card.languages) &&
    anyOf(state.bestFor, card.bestFor) &&
    anyOf(state.occasions, card.occasions) &&
    anyOf(state.labels, card.labels) &&
    anyOf(state.categories, card.categories) &&
    state.features.every((f) => card.features.includes(f))
  )
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

/**
 * The values of each filter this listing can offer: only those at least one
 * card has, in a stable order (enums in their own order, languages by count).
 */
export function availableValues(cards: readonly CardFacts[]) {
  const present = (values: (card: CardFacts) => readonly string[]) => {
    const counts = new Map<string, number>()
    for (const card of cards) for (const v of values(card)) counts.set(v, (counts.get(v) ?? 0) + 1)
    return counts
  }
  const languages = present((c) => c.languages)
  return {
    languages: [...languages]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([l]) => l),
    ages: AGE_RANGES.filter((a) => cards.some((c) => AGE_TESTS[a](c.minimumAge))),
    ratings: RATINGS.filter((r) => cards.some((c) => c.rating !== null && c.rating >= Number(r))),
    bestFor: present((c) => c.bestFor),
    occasions: present((c) => c.occasions),
    labels: present((c) => c.labels),
    features: FEATURES.filter((f) => cards.some((c) => c.features.includes(f))),
  }
}

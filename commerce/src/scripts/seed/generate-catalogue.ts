import { fittingExtras } from "./extras"
import { KIND_RULES, kindOf } from "./kinds"
import { timeOfDayOf } from "./time-of-day"
import type {
  AgeBandSpec,
  CancellationPolicy,
  ExperienceSpec,
  ExtraSpec,
  OptionSpec,
  Prices,
  ScheduleSpec,
} from "./types"

/** An experience as the content dataset names it: the spine both seeds share. */
export type DatasetExperience = {
  handle: string
  title: string
  /** The English title (the content's `title.en`); the Spanish one when the content has none. */
  titleEn?: string | null
  city: string
  /** The city's Spanish name, for addresses. */
  cityName: string
  timezone: string
  categories: string[]
  /** What the words promise, which the seed must keep: null when the content does not say. */
  durationMinutes?: number | null
  /** The first itinerary step's local time: when the experience starts. */
  startTime?: string | null
  timeOfDay?: string | null
  /** Most travellers per group (or per vehicle) the overview states. */
  groupSize?: number | null
  pickupIncluded?: boolean | null
  guided?: boolean | null
  /** The guide's languages the page lists. */
  languages?: string[] | null
}

type Rng = () => number

/** A small deterministic PRNG (mulberry32) seeded from a string, so every run seeds the same. */
export function rngFor(seed: string): Rng {
  let h = 2166136261
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619)
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
const some = <T>(rng: Rng, items: readonly T[], min: number, max: number): T[] =>
  [...items].sort(() => rng() - 0.5).slice(0, between(rng, min, max))

/** A price in every currency from a EUR amount, rounded the way each market quotes. */
export function pricesFromEur(eur: number): Prices {
  const round = (value: number, step: number) => Math.max(0, Math.round(value / step) * step)
  return {
    eur: round(eur, 1),
    usd: round(eur * 1.08, 1),
    aed: round(eur * 3.97, 5),
    sar: round(eur * 4.05, 5),
  }
}

const LANGUAGES = ["es", "en", "ar", "fr", "de", "it"] as const
const LABELS = ["bestseller", "likely_to_sell_out", "new", "skip_the_line", "eco"] as const
const BEST_FOR = ["couples", "families", "friends", "solo", "groups"] as const
const OCCASIONS = [
  "sunset",
  "birthday",
  "honeymoon",
  "adventure",
  "photography",
  "culture",
] as const

function cancellationPolicy(rng: Rng): CancellationPolicy {
  const roll = rng()
  if (roll < 0.7) return { type: "free", hours: pick(rng, [24, 24, 48, 72]) }
  if (roll < 0.85) return { type: "non_refundable" }
  return {
    type: "penalty",
    percent: pick(rng, [25, 50]),
    days: pick(rng, [1, 2, 3]),
    hours: 0,
    minutes: 0,
  }
}

function schedule(
  rng: Rng,
  startTimes: string[],
  duration: number,
  capacity: number,
): ScheduleSpec {
  const daily = rng() < 0.6
  return {
    weekdays: daily ? [0, 1, 2, 3, 4, 5, 6] : some(rng, [0, 1, 2, 3, 4, 5, 6], 3, 5).sort(),
    start_times: startTimes,
    duration_minutes: duration,
    capacity,
  }
}

/** Fallbacks for an experience whose content states no start, duration or group size. */
const DEFAULT_START = "09:00"
const DEFAULT_DURATION: [number, number] = [90, 300]

const adultBands = (eur: number, withInfants: boolean): AgeBandSpec[] => [
  { band: "adult", min_age: 13, max_age: 99, prices: pricesFromEur(eur) },
  { band: "child", min_age: 4, max_age: 12, prices: pricesFromEur(Math.round(eur * 0.65)) },
  ...(withInfants
    ? [{ band: "infant" as const, min_age: 0, max_age: 3, prices: pricesFromEur(0) }]
    : []),
]

/** A private unit (vehicle, boat, guide) for a whole party, priced per item. */
function perItemOption(
  rng: Rng,
  option: { code: string; title: { es: string; en: string }; max: number },
  eur: number,
  extras: ExtraSpec[],
  startTimes: string[],
  duration: number,
): OptionSpec {
  return {
    code: option.code,
    title: option.title,
    pricing_type: "per_item",
    max_travellers_per_item: option.max,
    age_bands: [],
    item_prices: pricesFromEur(eur),
    extras,
    schedules: [schedule(rng, startTimes, duration, between(rng, 2, 5))],
  }
}

/** An experience the words sell as private ("en privado", "Private … from …"). */
const isPrivate = (item: DatasetExperience) => /\ben privado\b/i.test(item.title)

/**
 * Turns the dataset's experiences into full commerce specs: options, prices
 * per currency, schedules and availability quirks. Pure and deterministic:
 * the same dataset always gives the same catalogue.
 */
export function generateCatalogue(items: DatasetExperience[]): ExperienceSpec[] {
  return items.map((item) => {
    const rng = rngFor(item.handle)
    const kind = kindOf(item.categories)
    const rules = KIND_RULES[kind]
    const duration = item.durationMinutes ?? Math.round(between(rng, ...DEFAULT_DURATION) / 30) * 30
    const start = item.startTime ?? DEFAULT_START
    // The words set the start (a sunset ride leaves before sunset); only all-day kinds add more.
    const startTimes = rules.allDay ? [...new Set([start, ...rules.allDay])].sort() : [start]
    const basePrice = between(rng, ...rules.basePrice)
    const pickupIncluded = item.pickupIncluded ?? rng() < 0.4
    const extras = fittingExtras(kind, { start, duration, pickupIncluded }, pricesFromEur)
    const groupSize = item.groupSize ?? between(rng, ...rules.capacity)
    const options: OptionSpec[] = []
    const main = rules.main
    if (main.type === "per_item") {
      options.push(
        perItemOption(rng, main, basePrice, some(rng, extras, 0, 2), startTimes, duration),
      )
    } else if (isPrivate(item)) {
      const privateGroup = {
        es: `Grupo privado hasta ${groupSize} personas`,
        en: `Private group for up to ${groupSize}`,
      }
      options.push(
        perItemOption(
          rng,
          { code: "private", title: privateGroup, max: Math.max(2, groupSize) },
          Math.round(basePrice * 3.5),
          some(rng, extras, 0, 2),
          startTimes,
          duration,
        ),
      )
    } else {
      options.push({
        code: main.code,
        title: main.title,
        pricing_type: "per_person",
        max_travellers_per_item: null,
        age_bands: adultBands(basePrice, kind !== "ticket" || rng() < 0.5),
        item_prices: null,
        extras: some(rng, extras, 0, 2),
        // A group the words limit to N travellers has N seats per departure.
        schedules: [schedule(rng, startTimes, duration, groupSize)],
      })
    }
    const second = rules.second
    if (second && !isPrivate(item) && rng() < rules.secondChance) {
      if (second.type === "per_item") {
        options.push(
          perItemOption(
            rng,
            second,
            Math.round(basePrice * second.multiplier),
            some(rng, extras, 0, 1),
            startTimes,
            duration,
          ),
        )
      } else {
        const eur = Math.round(basePrice * second.multiplier)
        options.push({
          code: second.code,
          title: second.title,
          pricing_type: "per_person",
          max_travellers_per_item: null,
          age_bands: adultBands(eur, false),
          item_prices: null,
          extras: some(rng, extras, 0, 1),
          schedules: [
            schedule(
              rng,
              startTimes,
              duration,
              Math.min(groupSize, between(rng, ...second.capacity)),
            ),
          ],
        })
      }
    }
    const [hh, mm] = start.split(":").map(Number)
    const end = hh * 60 + mm + duration
    const endTime = `${String(Math.floor(end / 60) % 24).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`
    return {
      handle: item.handle,
      title: item.title,
      title_en: item.titleEn || item.title,
      city: item.city,
      categories: item.categories,
      timezone: item.timezone,
      duration_minutes: duration,
      languages: item.languages?.length
        ? item.languages
        : ["es", "en", ...some(rng, LANGUAGES.slice(2), 0, 2)],
      start_time: startTimes.length === 1 ? startTimes[0] : null,
      end_time: startTimes.length === 1 ? endTime : null,
      operating_hours: null,
      minimum_age: pick(rng, [0, 0, 0, 4, 8, 12]),
      pickup_included: pickupIncluded,
      dropoff_included: pickupIncluded && rng() < 0.8,
      tour_guide: item.guided ?? rng() < 0.85,
      labels: some(rng, LABELS, 0, 2),
      best_for: some(rng, BEST_FOR, 1, 3),
      // "Sunset" only for what starts before sunset: a morning ride is no sunset outing.
      occasion: some(rng, OCCASIONS, 0, 2).filter(
        (o) => o !== "sunset" || timeOfDayOf(start) === "evening",
      ),
      meeting_point: pickupIncluded
        ? null
        : {
            name: { es: "Punto de encuentro", en: "Meeting point" },
            address: `Plaza principal, ${item.cityName}`,
          },
      pickup_points: pickupIncluded
        ? [
            {
              id: "hotel-zone-north",
              name: { es: "Hoteles de la zona norte", en: "Hotels in the north zone" },
              address: `Zona norte, ${item.cityName}`,
              // An offset from each slot's start, not a clock time: every start has its own pickup.
              minutes_before_start: 45,
            },
            {
              id: "hotel-zone-centre",
              name: { es: "Hoteles del centro", en: "City-centre hotels" },
              address: `Centro, ${item.cityName}`,
              minutes_before_start: 30,
            },
          ]
        : [],
      cancellation_policy: cancellationPolicy(rng),
      options,
      sold_out_days: rng() < 0.3 ? [between(rng, 1, 20)] : [],
      closed_days: rng() < 0.2 ? [between(rng, 3, 40)] : [],
      low_seat_days:
        rng() < 0.5 ? [{ day: between(rng, 1, 14), seats_left: between(rng, 1, 3) }] : [],
    }
  })
}

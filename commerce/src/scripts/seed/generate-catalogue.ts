import type {
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
  city: string
  /** The city's Spanish name, for addresses. */
  cityName: string
  timezone: string
  categories: string[]
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

type Profile = {
  basePrice: [number, number]
  duration: [number, number]
  startTimes: string[][]
  capacity: [number, number]
  pickup: number
  privateOption?: { es: string; en: string; max: number; multiplier: number }
}

const PROFILES: { match: RegExp; profile: Profile }[] = [
  {
    match: /desiert|desert|duna|dune|4x4|safari/,
    profile: {
      basePrice: [35, 95],
      duration: [180, 420],
      startTimes: [["06:00"], ["15:00"], ["06:30", "15:30"], ["14:30"]],
      capacity: [10, 24],
      pickup: 0.8,
      privateOption: { es: "4x4 privado hasta 6 personas", en: "Private 4x4 for up to 6", max: 6, multiplier: 4.2 },
    },
  },
  {
    match: /senderismo|hiking|trek|mirador|viewpoint|cañon|canyon|montaña|mountain/,
    profile: {
      basePrice: [25, 70],
      duration: [150, 360],
      startTimes: [["07:00"], ["06:30", "16:00"], ["08:00"]],
      capacity: [8, 16],
      pickup: 0.5,
    },
  },
  {
    match: /barco|boat|yate|yacht|crucero|cruise|nautic|jetski|vela|sail/,
    profile: {
      basePrice: [45, 160],
      duration: [60, 240],
      startTimes: [["10:00", "14:00", "17:30"], ["11:00", "16:00"], ["18:00"]],
      capacity: [12, 40],
      pickup: 0.3,
      privateOption: { es: "Barco privado hasta 8 personas", en: "Private boat for up to 8", max: 8, multiplier: 5.5 },
    },
  },
  {
    match: /museo|museum|monument|atracci|attraction|entrada|ticket|palacio|palace/,
    profile: {
      basePrice: [12, 45],
      duration: [60, 180],
      startTimes: [["09:00", "11:00", "13:00", "15:00", "17:00"], ["10:00", "12:00", "16:00"]],
      capacity: [25, 60],
      pickup: 0,
    },
  },
]

const DEFAULT_PROFILE: Profile = {
  basePrice: [20, 80],
  duration: [90, 300],
  startTimes: [["09:00"], ["10:00", "16:00"], ["18:30"], ["09:30", "13:30"]],
  capacity: [10, 25],
  pickup: 0.4,
}

const LANGUAGES = ["es", "en", "ar", "fr", "de", "it"] as const
const LABELS = ["bestseller", "likely_to_sell_out", "new", "skip_the_line", "eco"] as const
const BEST_FOR = ["couples", "families", "friends", "solo", "groups"] as const
const OCCASIONS = ["sunset", "birthday", "honeymoon", "adventure", "photography", "culture"] as const

const EXTRAS: ExtraSpec[] = [
  {
    code: "hotel-transfer",
    title: { es: "Traslado de ida y vuelta al hotel", en: "Return hotel transfer" },
    per: "person",
    prices: pricesFromEur(15),
  },
  {
    code: "dinner",
    title: { es: "Cena bajo las estrellas", en: "Dinner under the stars" },
    per: "person",
    prices: pricesFromEur(28),
  },
  {
    code: "photos",
    title: { es: "Reportaje de fotos profesional", en: "Professional photo pack" },
    per: "booking",
    prices: pricesFromEur(35),
  },
  {
    code: "lunch",
    title: { es: "Almuerzo tradicional", en: "Traditional lunch" },
    per: "person",
    prices: pricesFromEur(18),
  },
]

/** "HH:MM" some minutes before another local time. */
function minutesBefore(time: string, minutes: number) {
  const [h, m] = time.split(":").map(Number)
  const total = (h * 60 + m - minutes + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`
}

function profileFor(item: DatasetExperience): Profile {
  const text = `${item.categories.join(" ")} ${item.handle}`.toLowerCase()
  return PROFILES.find((p) => p.match.test(text))?.profile ?? DEFAULT_PROFILE
}

function cancellationPolicy(rng: Rng): CancellationPolicy {
  const roll = rng()
  if (roll < 0.7) return { type: "free", hours: pick(rng, [24, 24, 48, 72]) }
  if (roll < 0.85) return { type: "non_refundable" }
  return { type: "penalty", percent: pick(rng, [25, 50]), days: pick(rng, [1, 2, 3]), hours: 0, minutes: 0 }
}

function schedule(rng: Rng, profile: Profile, duration: number, capacity: number): ScheduleSpec {
  const daily = rng() < 0.6
  return {
    weekdays: daily ? [0, 1, 2, 3, 4, 5, 6] : some(rng, [0, 1, 2, 3, 4, 5, 6], 3, 5).sort(),
    start_times: pick(rng, profile.startTimes),
    duration_minutes: duration,
    capacity,
  }
}

/**
 * Turns the dataset's experiences into full commerce specs: options, prices
 * per currency, schedules and availability quirks. Pure and deterministic:
 * the same dataset always gives the same catalogue.
 */
export function generateCatalogue(items: DatasetExperience[]): ExperienceSpec[] {
  return items.map((item) => {
    const rng = rngFor(item.handle)
    const profile = profileFor(item)
    const duration = Math.round(between(rng, ...profile.duration) / 30) * 30
    const adultEur = between(rng, ...profile.basePrice)
    const startTimes = pick(rng, profile.startTimes)
    const pickupIncluded = rng() < profile.pickup
    const options: OptionSpec[] = [
      {
        code: "shared",
        title: { es: "Grupo compartido", en: "Shared group tour" },
        pricing_type: "per_person",
        max_travellers_per_item: null,
        age_bands: [
          { band: "adult", min_age: 13, max_age: 99, prices: pricesFromEur(adultEur) },
          { band: "child", min_age: 4, max_age: 12, prices: pricesFromEur(Math.round(adultEur * 0.65)) },
          { band: "infant", min_age: 0, max_age: 3, prices: pricesFromEur(0) },
        ],
        item_prices: null,
        extras: some(rng, EXTRAS, 0, 2),
        schedules: [schedule(rng, profile, duration, between(rng, ...profile.capacity))],
      },
    ]
    if (rng() < 0.45) {
      options.push({
        code: "premium",
        title: { es: "Grupo reducido con guía experto", en: "Small group with expert guide" },
        pricing_type: "per_person",
        max_travellers_per_item: null,
        age_bands: [
          { band: "adult", min_age: 13, max_age: 99, prices: pricesFromEur(Math.round(adultEur * 1.6)) },
          { band: "child", min_age: 4, max_age: 12, prices: pricesFromEur(Math.round(adultEur * 1.1)) },
        ],
        item_prices: null,
        extras: some(rng, EXTRAS, 0, 1),
        schedules: [schedule(rng, profile, duration, between(rng, 4, 8))],
      })
    }
    if (profile.privateOption && rng() < 0.6) {
      const p = profile.privateOption
      options.push({
        code: "private",
        title: { es: p.es, en: p.en },
        pricing_type: "per_item",
        max_travellers_per_item: p.max,
        age_bands: [],
        item_prices: pricesFromEur(Math.round(adultEur * p.multiplier)),
        extras: [],
        schedules: [schedule(rng, profile, duration, between(rng, 2, 5))],
      })
    }
    const [hh, mm] = startTimes[0].split(":").map(Number)
    const end = hh * 60 + mm + duration
    const endTime = `${String(Math.floor(end / 60) % 24).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`
    return {
      handle: item.handle,
      title: item.title,
      city: item.city,
      categories: item.categories,
      timezone: item.timezone,
      duration_minutes: duration,
      languages: ["es", "en", ...some(rng, LANGUAGES.slice(2), 0, 2)],
      start_time: startTimes.length === 1 ? startTimes[0] : null,
      end_time: startTimes.length === 1 ? endTime : null,
      operating_hours: null,
      minimum_age: pick(rng, [0, 0, 0, 4, 8, 12]),
      pickup_included: pickupIncluded,
      dropoff_included: pickupIncluded && rng() < 0.8,
      tour_guide: rng() < 0.85,
      labels: some(rng, LABELS, 0, 2),
      best_for: some(rng, BEST_FOR, 1, 3),
      occasion: some(rng, OCCASIONS, 0, 2),
      meeting_point: pickupIncluded
        ? null
        : { name: "Punto de encuentro", address: `Plaza principal, ${item.cityName}` },
      pickup_points: pickupIncluded
        ? [
            {
              id: "hotel-zone-north",
              name: "Hoteles de la zona norte",
              address: `Zona norte, ${item.cityName}`,
              time: minutesBefore(startTimes[0], 45),
            },
            {
              id: "hotel-zone-centre",
              name: "Hoteles del centro",
              address: `Centro, ${item.cityName}`,
              time: minutesBefore(startTimes[0], 30),
            },
          ]
        : [],
      cancellation_policy: cancellationPolicy(rng),
      options,
      sold_out_days: rng() < 0.3 ? [between(rng, 1, 20)] : [],
      closed_days: rng() < 0.2 ? [between(rng, 3, 40)] : [],
      low_seat_days: rng() < 0.5 ? [{ day: between(rng, 1, 14), seats_left: between(rng, 1, 3) }] : [],
    }
  })
}

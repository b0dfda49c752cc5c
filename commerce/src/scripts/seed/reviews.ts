import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import { REVIEW_MODULE } from "../../modules/review"
import type ReviewModuleService from "../../modules/review/service"
import { SKELETON_EXPERIENCE } from "./catalogue"
import { rngFor } from "./generate-catalogue"
import { REVIEW_COPY, type Band, type ReviewKind } from "./review-copy"
import { AUTHORS, CITY_NAMES, GUIDES, INITIALS, type ReviewLocale } from "./review-people"

type Rng = () => number

/** What the review generator needs to know about an experience. */
export type ReviewedExperience = { handle: string; city: string; categories: string[] }

/** One seeded review, dates relative to `now`. */
export type ReviewSpec = {
  handle: string
  rating: number
  title: string
  body: string
  author_name: string
  author_country: string
  locale: ReviewLocale
  travelled_on: string
  created_at: Date
  status: "published" | "hidden"
}

const DAY = 86_400_000
const BATCH = 1000

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]

function weighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  let roll = rng() * items.reduce((sum, item) => sum + item.weight, 0)
  for (const item of items) {
    roll -= item.weight
    if (roll < 0) return item
  }
  return items[items.length - 1]
}

const KINDS: { kind: ReviewKind; match: RegExp; handleOnly?: boolean }[] = [
  { kind: "transfer", match: /traslado|transfer|aeropuerto/ },
  { kind: "safari", match: /safari|4x4|quad|buggy/, handleOnly: true },
  { kind: "desert", match: /desiert|duna|safari|campamento/ },
  { kind: "hiking", match: /senderismo|cañon|canon|mirador|montaña|trek/ },
  { kind: "boat", match: /yate|crucero|barco|acuatic|nautic|vela|kayak|jetski/ },
  { kind: "food", match: /gastronom|tapas|cena|comida|mercado|cocina/ },
  { kind: "photo", match: /fotograf/ },
  { kind: "tickets", match: /entradas|atracci|museo|ticket/ },
  { kind: "guided", match: /visita|guiad|tour|paseo/ },
]

/** The kind of experience, from its handle and category slugs. */
export function reviewKind(experience: ReviewedExperience): ReviewKind {
  const text = `${experience.handle} ${experience.categories.join(" ")}`
  return KINDS.find((k) => k.match.test(k.handleOnly ? experience.handle : text))?.kind ?? "general"
}

const band = (rating: number): Band =>
  rating === 5 ? "great" : rating === 4 ? "good" : rating === 3 ? "mixed" : "poor"

/** Mostly 4 and 5 stars, some 3 and a few 2. */
const rating = (rng: Rng) => {
  const roll = rng()
  return roll < 0.56 ? 5 : roll < 0.86 ? 4 : roll < 0.95 ? 3 : 2
}

/** Share of Spanish reviews: the Riyadh desert hikes are mostly reviewed by Spanish speakers. */
function spanishShare(experience: ReviewedExperience, kind: ReviewKind) {
  if (experience.city === "riyadh" && (kind === "desert" || kind === "hiking")) return 0.85
  if (["madrid", "barcelona", "seville", "granada"].includes(experience.city)) return 0.6
  return 0.45
}

/** How many reviews an experience has: a few none, most a handful, some many. */
function reviewCount(rng: Rng, experience: ReviewedExperience) {
  if (experience.handle === SKELETON_EXPERIENCE.handle) return 23
  const roll = rng()
  if (roll < 0.08) return 0
  if (roll < 0.55) return 1 + Math.floor(rng() * 8)
  return 9 + Math.floor(rng() * 17)
}

function fill(text: string, values: Record<string, string>) {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "")
}

/** One review's text: a title and two to five sentences that agree with the rating. */
function compose(rng: Rng, locale: ReviewLocale, stars: number, kind: ReviewKind, city: string) {
  const copy = REVIEW_COPY[locale]
  const b = band(stars)
  const guide = pick(rng, GUIDES)
  const hasGuide = kind !== "transfer" && kind !== "tickets"
  const details = [...copy.details[kind]].sort(() => rng() - 0.5)
  const positive = b === "great" || b === "good"
  const transfer = kind === "transfer" && positive
  const sentences = [pick(rng, transfer ? copy.transferOpenings[b] : copy.openings[b])]
  if (positive) {
    sentences.push(...details.slice(0, 1 + Math.floor(rng() * 2)))
    sentences.push(hasGuide ? pick(rng, copy.guide[guide.gender]) : pick(rng, copy.staff))
    const mild = hasGuide ? [...copy.mildCritique, ...copy.mildGroupCritique] : copy.mildCritique
    if (b === "good" && rng() < 0.5) sentences.push(pick(rng, mild))
  } else {
    if (b === "mixed") sentences.push(details[0])
    const critiques = hasGuide ? [...copy.critique, ...copy.groupCritique] : copy.critique
    const shuffled = [...critiques].sort(() => rng() - 0.5)
    sentences.push(...shuffled.slice(0, b === "poor" ? 2 : 1))
  }
  sentences.push(pick(rng, transfer ? copy.transferClosings[b] : copy.closings[b]))
  const values = { city, guide: guide.name }
  return {
    title: pick(rng, copy.titles[b]),
    body: sentences
      .filter(Boolean)
      .map((s) => fill(s, values))
      .join(" "),
  }
}

/**
 * The reviews of one experience: deterministic for its handle, travelled in
 * the year before `now` and written a few days later. One in forty is hidden
 * (moderated), as on a real marketplace.
 */
export function generateReviews(experience: ReviewedExperience, now = new Date()): ReviewSpec[] {
  const rng = rngFor(`reviews:${experience.handle}`)
  const kind = reviewKind(experience)
  const share = spanishShare(experience, kind)
  const count = reviewCount(rng, experience)
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: count }, () => {
    const locale: ReviewLocale = rng() < share ? "es" : "en"
    const stars = rating(rng)
    const author = weighted(rng, AUTHORS[locale])
    const name = pick(rng, author.names)
    const travelled = today - (15 + Math.floor(rng() * 350)) * DAY
    const written = travelled + (1 + Math.floor(rng() * 12)) * DAY + Math.floor(rng() * DAY)
    const city = CITY_NAMES[experience.city]?.[locale] ?? experience.city
    return {
      handle: experience.handle,
      rating: stars,
      ...compose(rng, locale, stars, kind, city),
      author_name: rng() < 0.4 ? `${name} ${pick(rng, INITIALS.split(""))}.` : name,
      author_country: author.country,
      locale,
      travelled_on: new Date(travelled).toISOString().slice(0, 10),
      created_at: new Date(written),
      status: rng() < 0.025 ? ("hidden" as const) : ("published" as const),
    }
  })
}

/**
 * Seeds the reviews of every experience in `experiences` that has none yet
 * (so re-running the seed adds nothing twice), in bulk inserts.
 */
export async function seedReviews(container: MedusaContainer, experiences: ReviewedExperience[]) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
  const handles = experiences.map((e) => e.handle)
  const [known, reviewed] = await Promise.all([
    booking.listExperiences({ handle: handles }, { select: ["handle", "product_id"], take: null }),
    reviews.listReviewedHandles(handles),
  ])
  const productIdByHandle = new Map(known.map((e) => [e.handle, e.product_id]))
  const rows = experiences
    .filter((e) => productIdByHandle.has(e.handle) && !reviewed.has(e.handle))
    .flatMap((e) =>
      generateReviews(e).map((r) => ({ ...r, product_id: productIdByHandle.get(e.handle)! })),
    )
  for (let i = 0; i < rows.length; i += BATCH) {
    await reviews.createReviews(rows.slice(i, i + BATCH))
  }
  logger.info(`Reviews: ${rows.length} created, ${reviewed.size} experiences already reviewed`)
  return { created: rows.length }
}

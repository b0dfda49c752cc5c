import type { Locale } from "../../i18n"
import type { ListedExperience } from "../catalogue"
import { cardFacts } from "./card-facts"
import { FEATURES, type CardFacts, type Feature } from "./filters"

/** Cards a listing page has in its HTML, and that each 'load more experiences' adds. */
export const LISTING_PAGE_SIZE = 24

/**
 * One experience of the listing index (`/listing-index/*.json`): only what a
 * card shows and the filters read, with short keys because a catalogue of
 * 50,000 experiences is 50,000 of these. Shared by the build, which writes
 * them (listing-index.ts), and the browser, which filters and draws them
 * (listing-dom.ts, index-cards.ts). An entry's position in the index is its
 * rank in the recommended order (titles A to Z, as every listing's query).
 */
export type IndexEntry = {
  /** Handle (Medusa product handle, Spanish slug). */
  h: string
  /** Path slug in the index's language, when it is not the handle (English slugs). */
  s?: string
  /** Title. */
  t: string
  /** The title is the Spanish fallback of a missing English one. */
  tf?: 1
  /** City slug and name. */
  c: string
  cn: string
  /** Image: position in the chunk's `images`, and its alt text. */
  i?: number
  a?: string
  /** Duration in minutes, time of day. */
  d: number
  tm?: string
  /** Category slugs, guide languages, minimum age. */
  cg: string[]
  l: string[]
  ma: number
  /** Rating: average and count (none without published reviews). */
  r?: [number, number]
  /** Best for, occasions, labels, features (pickup, dropoff, guide). */
  bf?: string[]
  oc?: string[]
  lb?: string[]
  ft?: Feature[]
  /** Lowest price in each currency (upper-case codes); none when unpriced. */
  p?: Record<string, number>
  /** The price buys a whole vehicle or group. */
  pi?: 1
  /** Cruise boat. */
  b?: string
}

/** A chunk of the index: its entries and the card images they use (src, srcset). */
export type IndexChunk = {
  /** Rank of the chunk's first entry. */
  from: number
  images: [string, string][]
  entries: IndexEntry[]
}

/** The filters' facts of an index entry at `rank`, priced in `currency`. */
export function entryFacts(entry: IndexEntry, rank: number, currency: string): CardFacts {
  return {
    rank,
    price: entry.p?.[currency] ?? null,
    durationMinutes: entry.d,
    timeOfDay: entry.tm ?? null,
    categories: entry.cg,
    languages: entry.l,
    minimumAge: entry.ma,
    rating: entry.r ? entry.r[0] : null,
    bestFor: entry.bf ?? [],
    occasions: entry.oc ?? [],
    labels: entry.lb ?? [],
    features: (entry.ft ?? []).filter((f) => (FEATURES as readonly string[]).includes(f)),
  }
}

/** Which experiences a listing shows: every one, a city's or a category's. */
export type ListingScope = { kind: "all" } | { kind: "city" | "category"; slug: string }

/** `all`, `city:riyadh`, `category:cruceros`: how a page names its scope for the browser. */
export const scopeToString = (scope: ListingScope) =>
  scope.kind === "all" ? "all" : `${scope.kind}:${scope.slug}`

export function scopeFromString(value: string | undefined): ListingScope | null {
  if (value === "all") return { kind: "all" }
  const match = /^(city|category):(.+)$/.exec(value ?? "")
  return match ? { kind: match[1] as "city" | "category", slug: match[2]! } : null
}

/** Whether an entry belongs to a listing's scope (the same rule as the listing's own query). */
export const inScope = (entry: IndexEntry, scope: ListingScope) =>
  scope.kind === "all" ||
  (scope.kind === "city" ? entry.c === scope.slug : entry.cg.includes(scope.slug))

/** An index entry for a listed experience (`image` is its position in the chunk's images). */
export function indexEntry(
  e: ListedExperience,
  image: number | undefined,
  locale: Locale,
): IndexEntry {
  const facts = cardFacts(e, 0)
  const entry: IndexEntry = {
    h: e.slug,
    t: e.title,
    c: e.city.slug,
    cn: e.city.name,
    d: e.durationMinutes,
    cg: facts.categories,
    l: facts.languages,
    ma: facts.minimumAge,
  }
  if (e.pathSlug !== e.slug) entry.s = e.pathSlug
  if (e.titleLang !== locale) entry.tf = 1
  if (image !== undefined) {
    entry.i = image
    if (e.image?.alt) entry.a = e.image.alt
  }
  if (facts.timeOfDay) entry.tm = facts.timeOfDay
  if (facts.rating !== null) entry.r = [facts.rating, e.facts.rating.count]
  if (facts.bestFor.length) entry.bf = facts.bestFor
  if (facts.occasions.length) entry.oc = facts.occasions
  if (facts.labels.length) entry.lb = facts.labels
  if (facts.features.length) entry.ft = facts.features
  if (e.offer.fromPrice !== null) {
    entry.p = { ...e.offer.prices, [e.offer.currency.toUpperCase()]: e.offer.fromPrice }
    if (e.offer.per === "item") entry.pi = 1
  }
  if (e.cruiseBoat) entry.b = e.cruiseBoat
  return entry
}

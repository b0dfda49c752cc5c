import { PUBLIC_DEFAULT_CURRENCY, PUBLIC_SITE_LAYOUT } from "astro:env/client"
import { CURRENCIES as STORE_CURRENCIES } from "../stores/currency"
import type { Locale } from "../i18n"
import { listExperienceFacts, type ExperienceFacts } from "./commerce/experience-facts"
import { listExperienceOffers, type ExperienceOffer } from "./commerce/experiences"
import { listReviews } from "./commerce/reviews"
import {
  getBlogPosts,
  getCategories,
  getCities,
  getExperienceCards,
  getExperiencePages,
  getExperiencePaths,
  getExperienceSearchText,
  getRedirects,
  getSiteSettings,
  getSlugPaths,
  type ExperienceCardContent,
} from "./content"
import { getTourPackagePaths } from "./content/package-content"
import { isSupplierLayout } from "./routing/layout"
import { localisedPaths } from "./routing/localised-paths"
import { createCatalogueSearch } from "./search/catalogue-search"

const TTL_MS = 5 * 60_000
const memo = new Map<string, { at: number | null; value: Promise<unknown> }>()

/**
 * Shares one fetch between the pages of a build (a thousand pages would
 * otherwise ask Medusa and the dataset a thousand times) and, in the on-demand
 * server, for a few minutes from its answer (a fetch still running is always
 * shared: a large catalogue's offers can take longer than the TTL to read,
 * and restarting them would never end). A failed fetch is forgotten so the
 * next call retries.
 */
function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = memo.get(key)
  if (hit && (hit.at === null || Date.now() - hit.at < TTL_MS)) return hit.value as Promise<T>
  const entry: { at: number | null; value: Promise<T> } = { at: null, value: load() }
  memo.set(key, entry)
  entry.value.then(
    () => (entry.at = Date.now()),
    () => memo.delete(key),
  )
  return entry.value
}

/** Every priced experience in the default currency, keyed by handle. */
export const offers = () =>
  shared("offers", () => listExperienceOffers(PUBLIC_DEFAULT_CURRENCY, STORE_CURRENCIES))
/** Booking facts and rating of every active experience, keyed by handle. */
export const experienceFacts = () => shared("facts", () => listExperienceFacts())

/** What commerce says about an experience: its offer and its booking facts. */
export type Listing = { offer: ExperienceOffer; facts: ExperienceFacts }

/** Every experience commerce sells with an offer and booking facts, keyed by handle. */
export const listings = () =>
  shared("listings", async () => {
    const [byHandle, facts] = await Promise.all([offers(), experienceFacts()])
    const joined = new Map<string, Listing>()
    for (const [handle, offer] of byHandle) {
      const f = facts.get(handle)
      if (f) joined.set(handle, { offer, facts: f })
    }
    return joined
  })

/** Reviews an experience page prerenders (the browser loads the rest). */
export const FIRST_REVIEWS = 3

/** The first reviews and the summary of an experience, shared by its pages in both languages. */
export const firstReviews = (handle: string) =>
  shared(`reviews:${handle}`, () => listReviews(handle, FIRST_REVIEWS))

let prefetching: Promise<void> | null = null

/**
 * Loads the first reviews of every experience a few requests at a time, once,
 * so the build (which renders one page after another) finds them ready
 * instead of waiting for one request per page. A failed request is only
 * forgotten here: the page that needs it asks again and fails the build.
 */
function prefetchReviews(concurrency = 6) {
  prefetching ??= listings().then(async (byHandle) => {
    const handles = [...byHandle.keys()]
    const worker = async () => {
      for (let handle = handles.shift(); handle; handle = handles.shift()) {
        await firstReviews(handle).catch(() => undefined)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
  })
  return prefetching
}

export const siteSettings = (locale: Locale) =>
  shared(`settings:${locale}`, () => getSiteSettings(locale))
export const cities = (locale: Locale) => shared(`cities:${locale}`, () => getCities(locale))
export const categories = (locale: Locale) =>
  shared(`categories:${locale}`, () => getCategories(locale))
const experienceCards = (locale: Locale) =>
  shared(`cards:${locale}`, () => getExperienceCards(locale))

type CardCity = NonNullable<ExperienceCardContent["city"]>

/** An experience the content describes and the catalogue sells: what a listing card shows. */
export type ListedExperience = Omit<ExperienceCardContent, "city"> & {
  city: CardCity
  offer: ExperienceOffer
  /** Booking facts and rating from commerce. */
  facts: ExperienceFacts
  /** The card's link when it is not an experience page (a tour package's page). */
  href?: string
  /** The card's duration when minutes do not say it well (a package's days). */
  durationText?: string
}

/**
 * Keeps the cards that have a city, an offer and booking facts, so no listing
 * links to a page that was not built, and attaches the offer and facts.
 */
export function withOffers(
  cards: readonly (Omit<ExperienceCardContent, "city"> & { city: CardCity | null })[],
  byHandle: Map<string, Listing>,
): ListedExperience[] {
  return cards.flatMap((card) => {
    const listing = byHandle.get(card.slug)
    return listing && card.city ? [{ ...card, city: card.city, ...listing }] : []
  })
}

/** Every listed experience in a locale. */
export const listedExperiences = (locale: Locale) =>
  shared(`listed:${locale}`, async () => {
    const [cards, byHandle] = await Promise.all([experienceCards(locale), listings()])
    return withOffers(cards, byHandle)
  })

/**
 * The search of a locale (lib/search): its index is built once from the listed
 * experiences, cities, categories and blog posts, then answers every query.
 */
export const catalogueSearch = (locale: Locale) =>
  shared(`search:${locale}`, async () => {
    const [experiences, experienceTexts, cityList, categoryList, posts] = await Promise.all([
      listedExperiences(locale),
      getExperienceSearchText(locale),
      cities(locale),
      categories(locale),
      getBlogPosts(locale),
    ])
    return createCatalogueSearch(locale, {
      experiences,
      experienceTexts,
      cities: cityList,
      categories: categoryList,
      posts,
    })
  })

/**
 * Up to `count` other experiences for an experience page: same city and a
 * shared category first, then same city, then a shared category.
 */
export function relatedExperiences(
  all: readonly ListedExperience[],
  current: { slug: string; citySlug: string; categorySlugs: string[] },
  count = 4,
) {
  const score = (e: ListedExperience) =>
    (e.city.slug === current.citySlug ? 2 : 0) +
    (e.categories.some((c) => current.categorySlugs.includes(c.slug)) ? 1 : 0)
  return all
    .filter((e) => e.slug !== current.slug)
    .map((e) => ({ e, s: score(e) }))
    .filter(({ s }) => s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, count)
    .map(({ e }) => e)
}

/**
 * `getStaticPaths` entries of every experience page: the experiences that
 * have content and an offer, in both languages.
 */
export async function experiencePageParams() {
  const [paths, byHandle] = await Promise.all([getExperiencePaths(), listings()])
  return paths.filter((p) => byHandle.has(p.slug))
}

/** Every experience page's content in a locale, by slug: one query for all the pages of a build. */
const experiencePages = (locale: Locale) =>
  shared(
    `experience-pages:${locale}`,
    async () => new Map((await getExperiencePages(locale)).map((page) => [page.slug, page])),
  )

/**
 * The content, offer, booking facts and first reviews of one experience page
 * (content, offer and facts exist: its path was built from them).
 */
export async function experiencePage(locale: Locale, slug: string) {
  void prefetchReviews().catch(() => undefined)
  const [pages, byHandle, reviews] = await Promise.all([
    experiencePages(locale),
    listings(),
    firstReviews(slug),
  ])
  const content = pages.get(slug)
  const listing = byHandle.get(slug)
  if (!content || !listing) throw new Error(`Experience ${slug} has no content or no offer`)
  return { content, ...listing, reviews }
}

/** The editors' redirect rules, for the middleware. */
export const redirectRules = () => shared("redirects", () => getRedirects())

/** The city of every experience with a page, by its Spanish and English slugs, for the middleware. */
export const experienceCities = () =>
  shared(
    "experience-cities",
    async () =>
      new Map(
        (await experiencePageParams()).flatMap((p) => [
          [p.slug, p.city],
          [p.slugEn, p.city],
        ]),
      ),
  )

/**
 * The pages whose English path differs from the Spanish one (English slugs):
 * for menu links editors write as Spanish paths, and the middleware's 301s.
 */
export const pathsByLanguage = () =>
  shared("paths-by-language", async () => {
    // Content only (no commerce): the 404 and error pages render it too.
    const [{ categories, blogPosts, combos }, experiences, packages] = await Promise.all([
      getSlugPaths(),
      getExperiencePaths(),
      getTourPackagePaths(),
    ])
    const tourPackages = packages.map((p) => ({ es: p.slug, en: p.slugEn }))
    return localisedPaths(
      { categories, blogPosts, experiences, tourPackages, combos },
      isSupplierLayout(PUBLIC_SITE_LAYOUT),
    )
  })

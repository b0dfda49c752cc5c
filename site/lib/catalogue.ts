import { PUBLIC_DEFAULT_CURRENCY, PUBLIC_SITE_LAYOUT } from "astro:env/client"
import type { Locale } from "../i18n"
import {
  FIRST_REVIEWS,
  prefetchFirstReviews,
  readFacts,
  readFirstReviews,
  readListings,
  readOffers,
  refreshExperiences,
  type Listing,
} from "./commerce/catalogue-reads"
import type { ExperienceFacts } from "./commerce/experience-facts"
import type { ExperienceOffer } from "./commerce/experiences"
import { sdk } from "./commerce/sdk"
import {
  getBlogPosts,
  getCategories,
  getCategoryPage,
  getCities,
  getCityPage,
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
import { updateLocalContent } from "./content/source"
import { isSupplierLayout } from "./routing/layout"
import { localisedPaths } from "./routing/localised-paths"
import { createCatalogueSearch } from "./search/catalogue-search"
import { shared } from "./shared-memo"

/** Every priced experience in the default currency, keyed by handle. */
export const offers = () => readOffers(sdk, PUBLIC_DEFAULT_CURRENCY)
/** Booking facts and rating of every active experience, keyed by handle. */
export const experienceFacts = () => readFacts(sdk)

export type { Listing }

/** Every experience commerce sells with an offer and booking facts, keyed by handle. */
export const listings = () => readListings(sdk, PUBLIC_DEFAULT_CURRENCY)

export { FIRST_REVIEWS }

/** The first reviews and the summary of an experience, shared by its pages in both languages. */
export const firstReviews = (handle: string) => readFirstReviews(sdk, handle)

let prefetching: Promise<void> | null = null

/**
 * In the regeneration's render thread (lib/build/render-pages.mjs) a change reads the reviews of
 * the pages it renders: a build's prefetch of every experience's would compete with the first
 * changes for Medusa.
 */
const regenerating = () =>
  Boolean((globalThis as { [key: symbol]: unknown })[Symbol.for("sendero.regeneration")])

/** The tables below, joined from commerce's reads: a change to an experience builds them again. */
const JOINED = /^(listed|city-listing|category-listing|search):|^experience-cities$/

/**
 * How the regeneration's render thread (lib/build/prerender-worker.mjs) reads a
 * change to these experiences alone, keeping the rest of what it read.
 */
Object.assign(globalThis, {
  [Symbol.for("sendero.catalogue-refresh")]: (handles: string[]) =>
    refreshExperiences(sdk, PUBLIC_DEFAULT_CURRENCY, handles, (key) => JOINED.test(key)),
  // The site server's own copy of the content takes a publish's documents (the render thread
  // does the same), so its search reads the new texts once the refresh above forgets it.
  [Symbol.for("sendero.content-publish")]: (ids: string[]) => updateLocalContent(ids),
})

/**
 * The first reviews of every experience, loaded once a few at a time (the
 * build's warm-up has usually started them already: same reads, same keys).
 */
function prefetchReviews() {
  prefetching ??= prefetchFirstReviews(sdk, PUBLIC_DEFAULT_CURRENCY)
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

/** A city's listing: its content and listed experiences, once for every page of it. */
export const cityListing = (locale: Locale, slug: string) =>
  shared(`city-listing:${locale}:${slug}`, async () => {
    const [city, byHandle] = await Promise.all([getCityPage(locale, slug), listings()])
    return city ? { city, experiences: withOffers(city.experiences, byHandle) } : null
  })

/** A category's listing (`slug`: its Spanish slug): its content and listed experiences, once for every page of it. */
export const categoryListing = (locale: Locale, slug: string) =>
  shared(`category-listing:${locale}:${slug}`, async () => {
    const [category, byHandle] = await Promise.all([getCategoryPage(locale, slug), listings()])
    return category ? { category, experiences: withOffers(category.experiences, byHandle) } : null
  })

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

export { relatedExperiences } from "./listing/related"

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
  if (!regenerating()) void prefetchReviews().catch(() => undefined)
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

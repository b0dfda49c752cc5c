import type {
  BlogListQueryResult,
  BlogPostQueryResult,
  CategoriesQueryResult,
  CategoryIndexQueryResult,
  CategoryPageQueryResult,
  CitiesQueryResult,
  CityPageQueryResult,
  DestinationIndexQueryResult,
  ExperienceCardsQueryResult,
  ExperiencePageQueryResult,
  ExperiencePathsQueryResult,
  ExperienceSearchTextQueryResult,
  FaqsQueryResult,
  HomeQueryResult,
  PageQueryResult,
  RedirectsQueryResult,
  SiteSettingsQueryResult,
  SlugPathsQueryResult,
} from "@sendero/cms/sanity.types"
import type { Locale } from "../../i18n"
import {
  blogListQuery,
  blogPostQuery,
  categoriesQuery,
  categoryIndexQuery,
  categoryPageQuery,
  citiesQuery,
  cityPageQuery,
  destinationIndexQuery,
  experienceCardsQuery,
  experiencePageQuery,
  experiencePagesQuery,
  experiencePathsQuery,
  experienceSearchTextQuery,
  redirectsQuery,
  slugPathsQuery,
} from "@sendero/cms/queries/catalogue"
import { faqsQuery, homeQuery, pageQuery, siteSettingsQuery } from "@sendero/cms/queries/pages"
import { localImageFile } from "./image-urls"
import { fetchContent } from "./source"

/** The queries and their result types come from the Studio (cms/queries, TypeGen's cms/sanity.types.ts); regenerate the types with `npm run typegen -w cms`. */
export type ExperienceCardContent = ExperienceCardsQueryResult[number]
export type ExperiencePageContent = NonNullable<ExperiencePageQueryResult>
export type CityContent = CitiesQueryResult[number]
export type FaqContent = FaqsQueryResult[number]
export type SiteSettingsContent = NonNullable<SiteSettingsQueryResult>

/** Pages with their own content document, at these paths. */
export type PageKind = "about" | "privacy-policy" | "terms-and-conditions" | "contact-us"

/** FAQ groups in the order the FAQ page shows them. */
export const FAQ_GROUP_ORDER = [
  "booking",
  "payments",
  "cancellations",
  "on-the-day",
  "account",
  "support",
]

/** Cards of every experience, in a locale (falling back to Spanish per field). */
export const getExperienceCards = (locale: Locale) =>
  fetchContent<ExperienceCardsQueryResult>(experienceCardsQuery, { locale })

/** One experience page's content, or null when the slug is unknown. */
export const getExperiencePage = (locale: Locale, slug: string) =>
  fetchContent<ExperiencePageQueryResult>(experiencePageQuery, { locale, slug })

/** Every experience page's content in a locale (same fields as `getExperiencePage`). */
export const getExperiencePages = (locale: Locale) =>
  fetchContent<ExperiencePageContent[]>(experiencePagesQuery, { locale })

/** City and slug of every experience page to prerender. */
export const getExperiencePaths = () =>
  fetchContent<ExperiencePathsQueryResult>(experiencePathsQuery, {})

/** Overview and highlights of every experience, in a locale, for the search index. */
export const getExperienceSearchText = (locale: Locale) =>
  fetchContent<ExperienceSearchTextQueryResult>(experienceSearchTextQuery, { locale })

/** Every city with its number of experiences, for /things-to-do and the footer. */
export const getCities = (locale: Locale) =>
  fetchContent<CitiesQueryResult>(citiesQuery, { locale })

/** A city listing page with its experience cards, or null when the slug is unknown. */
export const getCityPage = (locale: Locale, slug: string) =>
  fetchContent<CityPageQueryResult>(cityPageQuery, { locale, slug })

/** Every category with its number of experiences. */
export const getCategories = (locale: Locale) =>
  fetchContent<CategoriesQueryResult>(categoriesQuery, { locale })

/** Every category with its intro and image, for the category index. */
export const getCategoryIndex = (locale: Locale) =>
  fetchContent<CategoryIndexQueryResult>(categoryIndexQuery, { locale })

/** Every city with its country and map position, for the destination index. */
export const getDestinationIndex = (locale: Locale) =>
  fetchContent<DestinationIndexQueryResult>(destinationIndexQuery, { locale })

/** A category listing page with its experience cards, or null when the slug is unknown. */
export const getCategoryPage = (locale: Locale, slug: string) =>
  fetchContent<CategoryPageQueryResult>(categoryPageQuery, { locale, slug })

/** Blog posts, newest first. */
export const getBlogPosts = (locale: Locale) =>
  fetchContent<BlogListQueryResult>(blogListQuery, { locale })

/** One blog post with its Portable Text body, or null when the slug is unknown. */
export const getBlogPost = (locale: Locale, slug: string) =>
  fetchContent<BlogPostQueryResult>(blogPostQuery, { locale, slug })

/** FAQs grouped for the FAQ page, groups in `FAQ_GROUP_ORDER`, questions by their `order`. */
export async function getFaqGroups(locale: Locale) {
  const faqs = await fetchContent<FaqsQueryResult>(faqsQuery, { locale })
  const rank = (group: string) => {
    const index = FAQ_GROUP_ORDER.indexOf(group)
    return index === -1 ? FAQ_GROUP_ORDER.length : index
  }
  const groups = new Map<string, FaqContent[]>()
  for (const faq of faqs) groups.set(faq.group, [...(groups.get(faq.group) ?? []), faq])
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([group, items]) => ({ group, items }))
}

/** About, legal or contact page content, or null when it has not been written. */
export const getPage = (locale: Locale, kind: PageKind) =>
  fetchContent<PageQueryResult>(pageQuery, { locale, kind })

/** Header, footer, claims and support contacts. */
export const getSiteSettings = (locale: Locale) =>
  fetchContent<SiteSettingsQueryResult>(siteSettingsQuery, { locale })

/** The home page's hero, destinations, highlights, gallery and support block. */
export const getHome = (locale: Locale) => fetchContent<HomeQueryResult>(homeQuery, { locale })

/** Redirect rules editors manage, for the middleware. */
export const getRedirects = () => fetchContent<RedirectsQueryResult>(redirectsQuery, {})

/** Slugs of every city, category and blog post page to prerender. */
export const getSlugPaths = () => fetchContent<SlugPathsQueryResult>(slugPathsQuery, {})

export { localImageFile } from "./image-urls"

/**
 * The URL an `<img>` can use for a content image: local dataset images are
 * served by the site at /images/<file>, Content Lake URLs are used as they are.
 */
export function imageUrl(src: string | null | undefined) {
  if (!src) return null
  const file = localImageFile(src)
  return file ? `/images/${file}` : src
}

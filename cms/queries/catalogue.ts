import { defineQuery } from "groq"
import {
  imageFields,
  inLocale,
  localised,
  localisedBody,
  pathSlug,
  seoFields,
  slugs,
} from "./groq-locale"

/**
 * The catalogue's GROQ queries (experiences, cities, categories, blog, redirects). The queries
 * live with the schema they read, in cms/queries/: TypeGen reads them here and writes their
 * result types to cms/sanity.types.ts, and the site imports both by package name
 * (`@sendero/cms/queries/catalogue`, `@sendero/cms/sanity.types`). The same strings run on the
 * local dataset (groq-js) and on the Content Lake (@sanity/client); always pass
 * every parameter, because groq-js reads a missing one as null. Localised
 * fields come from the fragments of `groq-locale.ts` (Spanish fallback, `*Lang`).
 * Images resolve to the asset URL on the Content Lake and to the export
 * placeholder (`image@file://./images/…`) on the local dataset.
 */

const cardBaseFields = /* groq */ `
  "slug": slug.current,
  ${pathSlug},
  ${localised("title")},
  "categories": categories[]->{ "slug": slug.current, ${pathSlug}, "name": ${inLocale("name")}, iconTheme },
  "image": gallery[0]{ ${imageFields} },
  durationMinutes,
  timeOfDay,
  pickupIncluded,
  "cruiseBoat": ${inLocale("cruise.boat")}
`

/**
 * What a listing card shows; `slug` is the Medusa product handle that prices
 * it, `pathSlug` the page's path segment in the locale (English slugs for /en).
 */
const cardFields = /* groq */ `
  ${cardBaseFields},
  "city": city->{ "slug": slug.current, "name": ${inLocale("name")} }
`

export const experienceCardsQuery = defineQuery(`
*[_type == "experience" && defined(slug.current)] | order(title.es asc) {
  ${cardFields}
}`)

/** What an experience page shows (one experience, or every experience for a build). */
const experiencePageFields = `
  ${cardBaseFields},
  ${slugs},
  ${localised("overview")},
  "city": city->{ "slug": slug.current, "name": ${inLocale("name")}, timeZone },
  ${localised("highlights")},
  ${localised("includes")},
  ${localised("excludes")},
  ${localised("whatToBring")},
  ${localised("knowBeforeYouGo")},
  "itinerary": itinerary[]{
    _key,
    time,
    ${localised("title")},
    "description": ${inLocale("description")}
  },
  "location": location{
    "lat": coordinates.lat,
    "lng": coordinates.lng,
    "address": ${inLocale("address")},
    "meetingPoint": ${inLocale("meetingPoint")}
  },
  languages,
  dropOffIncluded,
  guided,
  "cruise": cruise{
    "boat": ${inLocale("boat")},
    decks,
    "meals": ${inLocale("mealsOnBoard")},
    "boardingPoint": ${inLocale("boardingPoint")}
  },
  "gallery": gallery[]{ _key, ${imageFields} },
  ${seoFields}`

export const experiencePageQuery = defineQuery(`
*[_type == "experience" && slug.current == $slug][0] {
  ${experiencePageFields}
}`)

/**
 * Every experience page's content in one query: a build renders a thousand
 * experience pages, and one query per page would scan the dataset each time.
 */
export const experiencePagesQuery = defineQuery(`
*[_type == "experience" && defined(slug.current)] {
  ${experiencePageFields}
}`)

/** The text search matches in each experience beyond its card: overview and highlights. */
export const experienceSearchTextQuery = defineQuery(`
*[_type == "experience" && defined(slug.current)] {
  "slug": slug.current,
  "overview": ${inLocale("overview")},
  "highlights": ${inLocale("highlights")}
}`)

export const experiencePathsQuery = defineQuery(`
*[_type == "experience" && defined(slug.current) && defined(city->slug.current)] {
  "slug": slug.current,
  "slugEn": coalesce(slugEn.current, slug.current),
  "city": city->slug.current
}`)

export const citiesQuery = defineQuery(`
*[_type == "city" && defined(slug.current)] | order(name.es asc) {
  "slug": slug.current,
  ${localised("name")},
  "country": ${inLocale("country")},
  "image": heroImage{ ${imageFields} },
  "experienceCount": count(*[_type == "experience" && city._ref == ^._id])
}`)

export const cityPageQuery = defineQuery(`
*[_type == "city" && slug.current == $slug][0] {
  "slug": slug.current,
  ${localised("name")},
  "country": ${inLocale("country")},
  timeZone,
  ${localised("intro")},
  "image": heroImage{ ${imageFields} },
  ${seoFields},
  "experiences": *[_type == "experience" && city._ref == ^._id] | order(title.es asc) { ${cardFields} }
}`)

export const categoriesQuery = defineQuery(`
*[_type == "category" && defined(slug.current)] | order(name.es asc) {
  "slug": slug.current,
  ${pathSlug},
  ${localised("name")},
  iconTheme,
  "experienceCount": count(*[_type == "experience" && ^._id in categories[]._ref])
}`)

export const categoryPageQuery = defineQuery(`
*[_type == "category" && slug.current == $slug][0] {
  "slug": slug.current,
  ${slugs},
  ${localised("name")},
  iconTheme,
  ${localised("intro")},
  ${seoFields},
  "experiences": *[_type == "experience" && ^._id in categories[]._ref] | order(title.es asc) { ${cardFields} }
}`)

export const blogListQuery = defineQuery(`
*[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc) {
  "slug": slug.current,
  ${pathSlug},
  ${localised("title")},
  ${localised("excerpt")},
  "cover": cover{ ${imageFields} },
  author,
  publishedAt,
  tags
}`)

export const blogPostQuery = defineQuery(`
*[_type == "blogPost" && slug.current == $slug][0] {
  "slug": slug.current,
  ${slugs},
  ${localised("title")},
  "excerpt": ${inLocale("excerpt")},
  "cover": cover{ ${imageFields} },
  ${localisedBody},
  author,
  publishedAt,
  tags,
  "relatedExperiences": relatedExperiences[]->{ ${cardFields} },
  ${seoFields}
}`)

export const redirectsQuery = defineQuery(`
*[_type == "redirect" && defined(from) && defined(to)] | order(from asc) { from, to, "permanent": coalesce(permanent, true) }
`)

export const slugPathsQuery = defineQuery(`{
  "cities": *[_type == "city" && defined(slug.current)].slug.current,
  "categories": *[_type == "category" && defined(slug.current)]{ "es": slug.current, "en": coalesce(slugEn.current, slug.current) },
  "blogPosts": *[_type == "blogPost" && defined(slug.current)]{ "es": slug.current, "en": coalesce(slugEn.current, slug.current) },
  "combos": *[_type == "combo" && defined(slug.current)]{ "es": slug.current, "en": coalesce(slugEn.current, slug.current) }
}`)

/** The category index: every category with its intro and image (counts come from the listings). */
export const categoryIndexQuery = defineQuery(`
*[_type == "category" && defined(slug.current)] | order(name.es asc) {
  "slug": slug.current,
  ${pathSlug},
  ${localised("name")},
  ${localised("intro")},
  "image": image{ ${imageFields} }
}`)

/** The destination index: every city with its country and map position. */
export const destinationIndexQuery = defineQuery(`
*[_type == "city" && defined(slug.current)] | order(country.es asc, name.es asc) {
  "slug": slug.current,
  ${localised("name")},
  ${localised("country")},
  "lat": location.lat,
  "lng": location.lng,
  "image": heroImage{ ${imageFields} }
}`)

import { defineQuery } from "groq"

/**
 * The tour packages' GROQ queries (same conventions as queries.ts: every
 * localised field falls back to Spanish and says so in `*Lang`). A package's
 * `slug` is the handle of the Medusa product that sells its departures.
 */

const localised = (field: string) =>
  `select($locale == "en" => coalesce(${field}.en, ${field}.es), ${field}.es)`
const localisedLang = (field: string) =>
  `select($locale == "en" && defined(${field}.en) => "en", "es")`

const packageCardFields = /* groq */ `
  "slug": slug.current,
  "pathSlug": select($locale == "en" => coalesce(slugEn.current, slug.current), slug.current),
  "title": ${localised("title")},
  "titleLang": ${localisedLang("title")},
  "image": gallery[0]{ "src": coalesce(asset->url, _sanityAsset), "alt": ${localised("alt")} },
  durationDays,
  groupSize,
  "city": city->{ "slug": slug.current, "name": ${localised("name")}, timeZone }
`

/** What a package card on the packages listing shows. */
export const tourPackageCardsQuery = defineQuery(`
*[_type == "tourPackage" && defined(slug.current)] | order(title.es asc) {
  ${packageCardFields}
}`)

/** Every package page's content in one query, for a build. */
export const tourPackagePagesQuery = defineQuery(`
*[_type == "tourPackage" && defined(slug.current)] {
  ${packageCardFields},
  "slugs": { "es": slug.current, "en": coalesce(slugEn.current, slug.current) },
  "overview": ${localised("overview")},
  "overviewLang": ${localisedLang("overview")},
  "highlights": ${localised("highlights")},
  "highlightsLang": ${localisedLang("highlights")},
  "inclusions": inclusions{
    "accommodation": ${localised("accommodation")},
    "transport": ${localised("transport")},
    "guide": ${localised("guide")}
  },
  "days": days[]{
    _key,
    "title": ${localised("title")},
    "titleLang": ${localisedLang("title")},
    "places": ${localised("places")},
    "activities": ${localised("activities")},
    meals,
    "overnight": ${localised("overnight")}
  },
  "route": route[]{ _key, "name": ${localised("name")}, "lat": coordinates.lat, "lng": coordinates.lng },
  languages,
  "gallery": gallery[]{ _key, "src": coalesce(asset->url, _sanityAsset), "alt": ${localised("alt")} },
  "seo": seo{
    "title": ${localised("title")},
    "description": ${localised("description")}
  }
}`)

/** Both slugs of every package, for its pages' paths and the menu's English links. */
export const tourPackagePathsQuery = defineQuery(`
*[_type == "tourPackage" && defined(slug.current)] {
  "slug": slug.current,
  "slugEn": coalesce(slugEn.current, slug.current)
}`)

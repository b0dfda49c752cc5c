import { defineQuery } from "groq"
import { imageFields, inLocale, localised, pathSlug, slugs } from "./groq-locale"

/**
 * The tour packages' GROQ queries (same conventions as catalogue.ts: every
 * localised field falls back to Spanish and says so in `*Lang`). A package's
 * `slug` is the handle of the Medusa product that sells its departures.
 */

const packageCardFields = /* groq */ `
  "slug": slug.current,
  ${pathSlug},
  ${localised("title")},
  "image": gallery[0]{ ${imageFields} },
  durationDays,
  groupSize,
  "city": city->{ "slug": slug.current, "name": ${inLocale("name")}, timeZone }
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
  ${slugs},
  ${localised("overview")},
  ${localised("highlights")},
  "inclusions": inclusions{
    "accommodation": ${inLocale("accommodation")},
    "transport": ${inLocale("transport")},
    "guide": ${inLocale("guide")}
  },
  "days": days[]{
    _key,
    ${localised("title")},
    "places": ${inLocale("places")},
    "activities": ${inLocale("activities")},
    meals,
    "overnight": ${inLocale("overnight")}
  },
  "route": route[]{ _key, "name": ${inLocale("name")}, "lat": coordinates.lat, "lng": coordinates.lng },
  languages,
  "gallery": gallery[]{ _key, ${imageFields} },
  "seo": seo{
    "title": ${inLocale("title")},
    "description": ${inLocale("description")}
  }
}`)

/** Both slugs of every package, for its pages' paths and the menu's English links. */
export const tourPackagePathsQuery = defineQuery(`
*[_type == "tourPackage" && defined(slug.current)] {
  "slug": slug.current,
  "slugEn": coalesce(slugEn.current, slug.current)
}`)

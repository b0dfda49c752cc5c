/**
 * GROQ fragments for localised fields, the one home of `select($locale == "en" => …)`: every
 * query of cms/queries builds its localised projections from these. A field falls back to
 * Spanish and says in which language it was read (`*Lang`), so a page can mark text that is not
 * in its language with `lang`. `select(…)` rather than `field[$locale]`, because TypeGen reads
 * the latter as an array filter and types it as an array.
 *
 * Sanity TypeGen evaluates these calls to build the query strings it types, so each helper is an
 * arrow function of string literals whose body calls no other helper with its own parameter.
 */

/** A localised field in the page's language, Spanish when it has no English. */
export const inLocale = (field: string) =>
  `select($locale == "en" => coalesce(${field}.en, ${field}.es), ${field}.es)`

/** The language a localised field is read in: "en" only where English exists and is asked for. */
export const langOf = (field: string) =>
  `select($locale == "en" && defined(${field}.en) => "en", "es")`

/** A localised field and its language, as `"field": …, "fieldLang": …`. */
export const localised = (field: string) =>
  `"${field}": select($locale == "en" => coalesce(${field}.en, ${field}.es), ${field}.es), "${field}Lang": select($locale == "en" && defined(${field}.en) => "en", "es")`

/** A localised Portable Text body (English only when it has one) and its language. */
export const localisedBody = /* groq */ `
  "body": select($locale == "en" && defined(body.en) => body.en, body.es)[]{
    ...,
    _type == "accessibleImage" => { _key, _type, "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) }
  },
  "bodyLang": select($locale == "en" && defined(body.en) => "en", "es")`

/** The page's path segment in the locale: the English slug under /en where there is one. */
export const pathSlug = /* groq */ `"pathSlug": select($locale == "en" => coalesce(slugEn.current, slug.current), slug.current)`

/** Both locales' slugs of a document, for the language switcher and hreflang. */
export const slugs = /* groq */ `"slugs": { "es": slug.current, "en": coalesce(slugEn.current, slug.current) }`

/** An image's projection: its URL (asset or the local dataset's placeholder) and localised alt. */
export const imageFields = /* groq */ `"src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es)`

/** A document's SEO title and description, localised. */
export const seoFields = /* groq */ `
  "seo": seo{
    ${localised("title")},
    ${localised("description")}
  }
`

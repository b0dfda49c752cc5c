import { defineQuery } from "groq"

/**
 * Every combo with its parts, for the combo listing and pages (same
 * conventions as queries.ts: localised fields fall back to Spanish and say
 * so in `*Lang`; `slug` is the combo's handle in Medusa, `pathSlug` its path
 * segment in the locale).
 */
export const combosQuery = defineQuery(`
*[_type == "combo" && defined(slug.current)] | order(title.es asc) {
  "slug": slug.current,
  "pathSlug": select($locale == "en" => coalesce(slugEn.current, slug.current), slug.current),
  "slugs": { "es": slug.current, "en": coalesce(slugEn.current, slug.current) },
  "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
  "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
  "intro": select($locale == "en" => coalesce(intro.en, intro.es), intro.es),
  "introLang": select($locale == "en" && defined(intro.en) => "en", "es"),
  discountPercent,
  "image": image{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) },
  "city": city->{ "slug": slug.current, "name": select($locale == "en" => coalesce(name.en, name.es), name.es), timeZone },
  "parts": parts[]->{
    "slug": slug.current,
    "pathSlug": select($locale == "en" => coalesce(slugEn.current, slug.current), slug.current),
    "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
    "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
    durationMinutes,
    timeOfDay,
    "citySlug": city->slug.current,
    "categories": categories[]->{ "slug": slug.current, "pathSlug": select($locale == "en" => coalesce(slugEn.current, slug.current), slug.current), "name": select($locale == "en" => coalesce(name.en, name.es), name.es), iconTheme },
    "image": gallery[0]{ "src": coalesce(asset->url, _sanityAsset), "alt": select($locale == "en" => coalesce(alt.en, alt.es), alt.es) }
  },
  "seo": seo{
    "title": select($locale == "en" => coalesce(title.en, title.es), title.es),
    "titleLang": select($locale == "en" && defined(title.en) => "en", "es"),
    "description": select($locale == "en" => coalesce(description.en, description.es), description.es),
    "descriptionLang": select($locale == "en" && defined(description.en) => "en", "es")
  }
}`)

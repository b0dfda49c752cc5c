import { defineQuery } from "groq"
import { imageFields, inLocale, localised, pathSlug, slugs } from "./groq-locale"

/**
 * Every combo with its parts, for the combo listing and pages (same
 * conventions as catalogue.ts: localised fields fall back to Spanish and say
 * so in `*Lang`; `slug` is the combo's handle in Medusa, `pathSlug` its path
 * segment in the locale).
 */
export const combosQuery = defineQuery(`
*[_type == "combo" && defined(slug.current)] | order(title.es asc) {
  "slug": slug.current,
  ${pathSlug},
  ${slugs},
  ${localised("title")},
  ${localised("intro")},
  discountPercent,
  "image": image{ ${imageFields} },
  "city": city->{ "slug": slug.current, "name": ${inLocale("name")}, timeZone },
  "parts": parts[]->{
    "slug": slug.current,
    ${pathSlug},
    ${localised("title")},
    durationMinutes,
    timeOfDay,
    "citySlug": city->slug.current,
    "categories": categories[]->{ "slug": slug.current, ${pathSlug}, "name": ${inLocale("name")}, iconTheme },
    "image": gallery[0]{ ${imageFields} }
  },
  "seo": seo{
    ${localised("title")},
    ${localised("description")}
  }
}`)

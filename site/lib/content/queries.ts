import { defineQuery } from "groq"

/**
 * Every GROQ query the site sends, in one place. The same strings run on the
 * local dataset (groq-js) and on the Content Lake (@sanity/client). Localised
 * fields fall back to Spanish and say so in `*Lang`, so a page can mark text
 * that is not in the page's language.
 */
export const experienceCardsQuery = defineQuery(`
*[_type == "experience" && defined(slug.current)] | order(title.es asc) {
  "slug": slug.current,
  "title": coalesce(title[$locale], title.es),
  "titleLang": select(defined(title[$locale]) => $locale, "es"),
  "city": city->{ "slug": slug.current, "name": coalesce(name[$locale], name.es) }
}`)

export const experiencePageQuery = defineQuery(`
*[_type == "experience" && slug.current == $slug][0] {
  "slug": slug.current,
  "title": coalesce(title[$locale], title.es),
  "titleLang": select(defined(title[$locale]) => $locale, "es"),
  "overview": coalesce(overview[$locale], overview.es),
  "overviewLang": select(defined(overview[$locale]) => $locale, "es"),
  "city": city->{ "slug": slug.current, "name": coalesce(name[$locale], name.es), timeZone }
}`)

export const experiencePathsQuery = defineQuery(`
*[_type == "experience" && defined(slug.current) && defined(city->slug.current)] {
  "slug": slug.current,
  "city": city->slug.current
}`)

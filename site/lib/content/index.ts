import type { Locale } from "../../i18n"
import { experienceCardsQuery, experiencePageQuery, experiencePathsQuery } from "./queries"
import { fetchContent } from "./source"

export type ExperienceCardContent = {
  slug: string
  title: string
  titleLang: Locale
  city: { slug: string; name: string } | null
}

export type ExperiencePageContent = ExperienceCardContent & {
  overview: string | null
  overviewLang: Locale
  city: { slug: string; name: string; timeZone: string } | null
}

/** Cards of every experience, in a locale (falling back to Spanish per field). */
export const getExperienceCards = (locale: Locale) =>
  fetchContent<ExperienceCardContent[]>(experienceCardsQuery, { locale })

/** One experience page's content, or null when the slug is unknown. */
export const getExperiencePage = (locale: Locale, slug: string) =>
  fetchContent<ExperiencePageContent | null>(experiencePageQuery, { locale, slug })

/** City and slug of every experience page to prerender. */
export const getExperiencePaths = () =>
  fetchContent<{ slug: string; city: string }[]>(experiencePathsQuery, {})

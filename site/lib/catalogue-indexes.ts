import type { Locale } from "../i18n"
import { listedExperiences, type ListedExperience } from "./catalogue"
import { getCategoryIndex, getDestinationIndex } from "./content"

/** How many listed experiences each key has (a category or a city slug). */
function countBy(
  experiences: readonly ListedExperience[],
  keys: (e: ListedExperience) => string[],
) {
  const counts = new Map<string, number>()
  for (const e of experiences)
    for (const key of keys(e)) counts.set(key, (counts.get(key) ?? 0) + 1)
  return counts
}

/**
 * Every category with its intro, image and the number of experiences its
 * listing shows (the same listed experiences, so the two never disagree).
 */
export async function categoryIndex(locale: Locale) {
  const [categories, experiences] = await Promise.all([
    getCategoryIndex(locale),
    listedExperiences(locale),
  ])
  const counts = countBy(experiences, (e) => e.categories.map((c) => c.slug))
  return categories.map((category) => ({ ...category, count: counts.get(category.slug) ?? 0 }))
}

export type DestinationCity = Awaited<ReturnType<typeof getDestinationIndex>>[number] & {
  count: number
}

/** Every city with its count of listed experiences, grouped by country (countries by name). */
export async function destinationIndex(locale: Locale) {
  const [cities, experiences] = await Promise.all([
    getDestinationIndex(locale),
    listedExperiences(locale),
  ])
  const counts = countBy(experiences, (e) => [e.city.slug])
  const byCountry = new Map<string, DestinationCity[]>()
  for (const city of cities) {
    const entry = { ...city, count: counts.get(city.slug) ?? 0 }
    byCountry.set(city.country, [...(byCountry.get(city.country) ?? []), entry])
  }
  const collator = new Intl.Collator(locale)
  return [...byCountry]
    .map(([country, list]) => ({
      country,
      countryLang: list[0].countryLang,
      cities: list.sort((a, b) => collator.compare(a.name, b.name)),
      count: list.reduce((sum, city) => sum + city.count, 0),
    }))
    .sort((a, b) => collator.compare(a.country, b.country))
}

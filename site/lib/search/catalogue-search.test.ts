import { describe, expect, it } from "vitest"
import type { Locale } from "../../i18n"
import {
  getBlogPosts,
  getCategories,
  getCities,
  getExperienceCards,
  getExperienceSearchText,
} from "../content"
import { createCatalogueSearch } from "./catalogue-search"

/** The search of a locale over the real local dataset (every experience with a city). */
async function datasetSearch(locale: Locale) {
  const [cards, experienceTexts, cities, categories, posts] = await Promise.all([
    getExperienceCards(locale),
    getExperienceSearchText(locale),
    getCities(locale),
    getCategories(locale),
    getBlogPosts(locale),
  ])
  const experiences = cards.flatMap((card) => (card.city ? [{ ...card, city: card.city }] : []))
  return createCatalogueSearch(locale, { experiences, experienceTexts, cities, categories, posts })
}

describe("catalogue search over the dataset", async () => {
  const es = await datasetSearch("es")
  const en = await datasetSearch("en")

  it("finds the sunset dune hike first for 'dunas' and for 'dunes' in English", () => {
    const spanish = es("dunas")
    expect(spanish.experiences[0].title).toMatch(/dunas/i)
    expect(spanish.experiences.map((e) => e.slug)).toContain("senderismo-dunas-atardecer")
    expect(en("dunes").experiences.map((e) => e.slug)).toContain("senderismo-dunas-atardecer")
    expect(es("dunas").posts.map((p) => p.slug)).toContain("dunas-rojas-primer-paseo")
  })

  it("finds cities and categories by name, whatever the case and accents", () => {
    expect(es("sevilla").cities.map((c) => c.slug)).toEqual(["seville"])
    expect(es("SEVILLA").experiences.every((e) => e.city.slug === "seville")).toBe(true)
    expect(es("riad").cities.map((c) => c.slug)).toEqual(["riyadh"])
    expect(es("dubai").cities.map((c) => c.slug)).toEqual(["dubai"])
    expect(es("senderismo").categories.map((c) => c.slug)).toEqual(["senderismo"])
    expect(es("senderismo").experiences.length).toBeGreaterThan(0)
    expect(en("hiking").categories.map((c) => c.slug)).toEqual(["senderismo"])
    expect(en("riyadh").cities.map((c) => c.slug)).toEqual(["riyadh"])
  })

  it("finds nothing for blank text or words that are nowhere", () => {
    for (const query of ["", "   ", "zzqqxxwv"]) {
      const results = es(query)
      expect(
        results.experiences.length +
          results.cities.length +
          results.categories.length +
          results.posts.length,
      ).toBe(0)
    }
  })
})

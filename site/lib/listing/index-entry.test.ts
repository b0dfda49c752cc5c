import { LOCALES } from "@sendero/shared/locales"
import { describe, expect, it } from "vitest"
import { formatDuration, t } from "../../i18n"
import type { ListedExperience } from "../catalogue"
import { cardFacts } from "./card-facts"
import { durationText, type CardTexts } from "./index-cards"
import { entryFacts, indexEntry, inScope, scopeFromString, scopeToString } from "./index-entry"
import { listingPagePath, morePages } from "./pages"

const experience = (over: Partial<ListedExperience> = {}): ListedExperience =>
  ({
    slug: "paseo-en-dhow",
    pathSlug: "dhow-cruise",
    title: "Dhow cruise",
    titleLang: "en",
    categories: [{ slug: "cruceros", pathSlug: "cruises", name: "Cruises", iconTheme: null }],
    image: { src: "image@file://./images/dhow.svg", alt: "A dhow" },
    durationMinutes: 150,
    timeOfDay: "evening",
    pickupIncluded: true,
    cruiseBoat: "Al Mansour",
    city: { slug: "dubai", name: "Dubai" },
    offer: {
      id: "prod_1",
      handle: "paseo-en-dhow",
      currency: "eur",
      fromPrice: 45,
      per: "person",
      prices: { EUR: 45, USD: 49, AED: 180, SAR: 184 },
    },
    facts: {
      languages: ["en", "ar"],
      minimum_age: 6,
      labels: ["bestseller"],
      best_for: ["couples"],
      occasion: ["sunset"],
      pickup_included: true,
      dropoff_included: false,
      tour_guide: true,
      rating: { average: 4.6, count: 12 },
    },
    ...over,
  }) as unknown as ListedExperience

describe("the listing index", () => {
  it("gives the filters the same facts as a prerendered card", () => {
    const e = experience()
    const entry = indexEntry(e, 0, "en")
    expect(entryFacts(entry, 7, "EUR")).toEqual(cardFacts(e, 7))
    const unrated = experience({
      offer: { ...e.offer, fromPrice: null, prices: {} },
      facts: { ...e.facts, rating: { average: 0, count: 0 }, labels: [] },
    })
    expect(entryFacts(indexEntry(unrated, undefined, "en"), 3, "EUR")).toEqual(
      cardFacts(unrated, 3),
    )
  })

  it("keeps an entry small: no empty lists, no slug or language that says nothing", () => {
    const spanish = indexEntry(experience({ pathSlug: "paseo-en-dhow", titleLang: "es" }), 2, "es")
    expect(spanish.s).toBeUndefined()
    expect(spanish.tf).toBeUndefined()
    const fallback = indexEntry(experience({ titleLang: "es" }), 2, "en")
    expect(fallback.tf).toBe(1)
    expect(fallback.s).toBe("dhow-cruise")
    const bare = indexEntry(
      experience({
        cruiseBoat: null,
        facts: { ...experience().facts, best_for: [], occasion: [], labels: [] },
      }),
      undefined,
      "es",
    )
    expect(Object.keys(bare)).not.toContain("bf")
    expect(Object.keys(bare)).not.toContain("b")
    expect(Object.keys(bare)).not.toContain("i")
    expect(JSON.stringify(indexEntry(experience(), 0, "en")).length).toBeLessThan(400)
  })

  it("scopes a listing the way its page's query does", () => {
    const entry = indexEntry(experience(), 0, "es")
    expect(inScope(entry, { kind: "all" })).toBe(true)
    expect(inScope(entry, { kind: "city", slug: "dubai" })).toBe(true)
    expect(inScope(entry, { kind: "city", slug: "riyadh" })).toBe(false)
    expect(inScope(entry, { kind: "category", slug: "cruceros" })).toBe(true)
    expect(inScope(entry, { kind: "category", slug: "cruises" })).toBe(false)
    for (const scope of ["all", "city:dubai", "category:cruceros"]) {
      expect(scopeToString(scopeFromString(scope)!)).toBe(scope)
    }
    expect(scopeFromString("town:dubai")).toBeNull()
    expect(scopeFromString(undefined)).toBeNull()
  })
})

describe("cards drawn in the browser", () => {
  it("say a duration as the build does, in both languages", () => {
    for (const locale of LOCALES) {
      const texts = {
        duration: t(locale, "card.duration"),
        minutes: t(locale, "duration.minutes"),
        hours: t(locale, "duration.hours"),
        hoursMinutes: t(locale, "duration.hoursMinutes"),
      } as CardTexts
      for (const minutes of [30, 60, 90, 240, 1440, 2910]) {
        expect(durationText(texts, minutes)).toBe(
          t(locale, "card.duration", { duration: formatDuration(locale, minutes) }),
        )
      }
    }
  })
})

describe("listing pages", () => {
  it("number the pages after the first, whatever the catalogue's size", () => {
    expect(morePages(0)).toEqual([])
    expect(morePages(24)).toEqual([])
    expect(morePages(25)).toEqual([2])
    expect(morePages(5000)).toHaveLength(208)
    expect(listingPagePath("/en/things-to-do", 1)).toBe("/en/things-to-do")
    expect(listingPagePath("/cruceros", 3)).toBe("/cruceros/page/3")
  })
})

import { describe, expect, it } from "vitest"
import {
  applyFilters,
  availableValues,
  EMPTY_FILTERS,
  filtersToQuery,
  hasFilters,
  parseFilters,
  type CardFacts,
} from "./filters"

const card = (rank: number, facts: Partial<CardFacts> = {}): CardFacts => ({
  rank,
  price: 50,
  durationMinutes: 120,
  timeOfDay: "morning",
  categories: ["senderismo"],
  languages: ["es", "en"],
  minimumAge: 0,
  rating: 4.2,
  bestFor: ["couples"],
  occasions: [],
  labels: [],
  features: [],
  ...facts,
})

const cards = [
  card(0, {
    price: 45,
    durationMinutes: 225,
    timeOfDay: "evening",
    features: ["pickup", "dropoff", "guide"],
    languages: ["es", "en", "ar"],
    minimumAge: 6,
    rating: 4.7,
    occasions: ["sunset"],
    labels: ["bestseller"],
  }),
  card(1, {
    price: 120,
    durationMinutes: 60,
    categories: ["traslados"],
    minimumAge: 12,
    rating: 3.4,
    bestFor: ["families", "groups"],
    features: ["guide"],
  }),
  card(2, {
    price: 80,
    durationMinutes: 600,
    timeOfDay: "night",
    categories: ["senderismo", "campamentos-y-alojamiento"],
    languages: ["es", "fr"],
    minimumAge: 18,
    rating: null,
    occasions: ["honeymoon", "sunset"],
    labels: ["eco", "new"],
  }),
  card(3, { price: null, durationMinutes: 2880, rating: 4.5, features: ["pickup"] }),
]
const ranks = (list: CardFacts[]) => list.map((c) => c.rank)

describe("listing filters", () => {
  it("read and write the URL query, ignoring unknown values", () => {
    const query = new URLSearchParams(
      "min=40&max=100&duration=1-4h,forever&time=evening,noon&lang=ar,es&age=6,toddlers&rating=4.5" +
        "&for=couples&occasion=sunset&label=bestseller&category=senderismo&pickup=1&guide=1&wifi=1" +
        "&sort=price-desc",
    )
    const state = parseFilters(query)
    expect(state).toEqual({
      priceMin: 40,
      priceMax: 100,
      durations: ["1-4h"],
      times: ["evening"],
      languages: ["ar", "es"],
      ages: ["6"],
      rating: "4.5",
      bestFor: ["couples"],
      occasions: ["sunset"],
      labels: ["bestseller"],
      categories: ["senderismo"],
      features: ["pickup", "guide"],
      sort: "price-desc",
    })
    expect(filtersToQuery(state).toString()).toBe(
      "min=40&max=100&duration=1-4h&time=evening&lang=ar%2Ces&age=6&for=couples&occasion=sunset" +
        "&label=bestseller&category=senderismo&rating=4.5&pickup=1&guide=1&sort=price-desc",
    )
    expect(parseFilters(filtersToQuery(state))).toEqual(state)
    expect(
      parseFilters(new URLSearchParams("sort=cheap&min=abc&rating=5&pickup=yes&lang=<b>")),
    ).toEqual(EMPTY_FILTERS)
    expect(filtersToQuery(EMPTY_FILTERS).toString()).toBe("")
  })

  it("keep everything in the recommended order when nothing is applied", () => {
    expect(ranks(applyFilters(cards, EMPTY_FILTERS))).toEqual([0, 1, 2, 3])
    expect(hasFilters(EMPTY_FILTERS)).toBe(false)
    expect(hasFilters({ ...EMPTY_FILTERS, rating: "3" })).toBe(true)
    expect(hasFilters({ ...EMPTY_FILTERS, languages: ["fr"] })).toBe(true)
    expect(hasFilters({ ...EMPTY_FILTERS, sort: "price-asc" })).toBe(false)
  })

  it("filter by price range, leaving unpriced cards out", () => {
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, priceMin: 50 }))).toEqual([1, 2])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, priceMax: 80 }))).toEqual([0, 2])
  })

  it("filter by duration, time of day, category and pickup; values of one filter add up", () => {
    expect(
      ranks(applyFilters(cards, { ...EMPTY_FILTERS, durations: ["up-to-1h", "multi-day"] })),
    ).toEqual([1, 3])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, times: ["evening", "night"] }))).toEqual([
      0, 2,
    ])
    expect(
      ranks(applyFilters(cards, { ...EMPTY_FILTERS, categories: ["campamentos-y-alojamiento"] })),
    ).toEqual([2])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, features: ["pickup"] }))).toEqual([0, 3])
    expect(
      ranks(
        applyFilters(cards, { ...EMPTY_FILTERS, times: ["morning"], categories: ["traslados"] }),
      ),
    ).toEqual([1])
  })

  it("filter by guide language; any chosen language passes", () => {
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, languages: ["ar"] }))).toEqual([0])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, languages: ["ar", "fr"] }))).toEqual([
      0, 2,
    ])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, languages: ["de"] }))).toEqual([])
  })

  it("filter by age range: who in the party may come", () => {
    // All ages means no minimum; children of 6 may join minimum 0 to 6; adults only is 18+.
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, ages: ["all"] }))).toEqual([3])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, ages: ["6"] }))).toEqual([0, 3])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, ages: ["12"] }))).toEqual([0, 1, 3])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, ages: ["adults"] }))).toEqual([2])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, ages: ["all", "adults"] }))).toEqual([
      2, 3,
    ])
  })

  it("filter by star rating, leaving unrated experiences out", () => {
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, rating: "4.5" }))).toEqual([0, 3])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, rating: "4" }))).toEqual([0, 3])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, rating: "3" }))).toEqual([0, 1, 3])
  })

  it("filter by best for, occasion, labels and what is included; filters combine", () => {
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, bestFor: ["groups"] }))).toEqual([1])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, occasions: ["sunset"] }))).toEqual([0, 2])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, labels: ["eco", "bestseller"] }))).toEqual(
      [0, 2],
    )
    // Included services must all be there.
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, features: ["pickup", "guide"] }))).toEqual(
      [0],
    )
    expect(
      ranks(applyFilters(cards, { ...EMPTY_FILTERS, occasions: ["sunset"], rating: "4.5" })),
    ).toEqual([0])
  })

  it("offer only the values the listing has", () => {
    const offered = availableValues(cards)
    expect(offered.languages).toEqual(["es", "en", "ar", "fr"])
    expect(offered.ages).toEqual(["all", "6", "12", "adults"])
    expect(offered.ratings).toEqual(["4.5", "4", "3"])
    expect([...offered.bestFor]).toEqual([
      ["couples", 3],
      ["families", 1],
      ["groups", 1],
    ])
    expect([...offered.labels.keys()]).toEqual(["bestseller", "eco", "new"])
    expect(offered.features).toEqual(["pickup", "dropoff", "guide"])
    const plain = availableValues([card(0, { rating: 3.2, minimumAge: 8 })])
    expect(plain.ratings).toEqual(["3"])
    expect(plain.ages).toEqual(["12"])
    expect(plain.occasions.size).toBe(0)
    expect(plain.features).toEqual([])
  })

  it("sort by price both ways with unpriced cards last", () => {
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, sort: "price-asc" }))).toEqual([
      0, 2, 1, 3,
    ])
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, sort: "price-desc" }))).toEqual([
      1, 2, 0, 3,
    ])
  })
})

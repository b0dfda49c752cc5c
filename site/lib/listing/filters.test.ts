import { describe, expect, it } from "vitest"
import {
  applyFilters,
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
  pickup: false,
  ...facts,
})

const cards = [
  card(0, { price: 45, durationMinutes: 225, timeOfDay: "evening", pickup: true }),
  card(1, { price: 120, durationMinutes: 60, categories: ["traslados"] }),
  card(2, {
    price: 80,
    durationMinutes: 600,
    timeOfDay: "night",
    categories: ["senderismo", "campamentos-y-alojamiento"],
  }),
  card(3, { price: null, durationMinutes: 2880 }),
]
const ranks = (list: CardFacts[]) => list.map((c) => c.rank)

describe("listing filters", () => {
  it("read and write the URL query, ignoring unknown values", () => {
    const query = new URLSearchParams(
      "min=40&max=100&duration=1-4h,forever&time=evening,noon&category=senderismo&pickup=1&sort=price-desc",
    )
    const state = parseFilters(query)
    expect(state).toEqual({
      priceMin: 40,
      priceMax: 100,
      durations: ["1-4h"],
      times: ["evening"],
      categories: ["senderismo"],
      pickup: true,
      sort: "price-desc",
    })
    expect(filtersToQuery(state).toString()).toBe(
      "min=40&max=100&duration=1-4h&time=evening&category=senderismo&pickup=1&sort=price-desc",
    )
    expect(parseFilters(new URLSearchParams("sort=cheap&min=abc"))).toEqual(EMPTY_FILTERS)
    expect(filtersToQuery(EMPTY_FILTERS).toString()).toBe("")
  })

  it("keep everything in the recommended order when nothing is applied", () => {
    expect(ranks(applyFilters(cards, EMPTY_FILTERS))).toEqual([0, 1, 2, 3])
    expect(hasFilters(EMPTY_FILTERS)).toBe(false)
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
    expect(ranks(applyFilters(cards, { ...EMPTY_FILTERS, pickup: true }))).toEqual([0])
    expect(
      ranks(
        applyFilters(cards, { ...EMPTY_FILTERS, times: ["morning"], categories: ["traslados"] }),
      ),
    ).toEqual([1])
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

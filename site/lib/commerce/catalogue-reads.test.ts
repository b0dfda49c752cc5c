import { beforeEach, describe, expect, it } from "vitest"
import { forgetShared, shared } from "../shared-memo"
import { readFacts, readListings, readOffers, refreshExperiences } from "./catalogue-reads"
import type { StoreApi } from "./store-api"

/** A catalogue of experiences (adult price in EUR; other currencies twice it) read through a fake Store API. */
function fakeApi(catalogue: Map<string, { price: number; published: boolean; active: boolean }>) {
  const asked: { path: string; handles: string[] | null }[] = []
  const api = {
    client: {
      fetch: async (path: string, { query }: { query: Record<string, unknown> }) => {
        const handles = typeof query.handle === "string" ? query.handle.split(",") : null
        asked.push({ path, handles })
        if (path === "/store/catalogue/offers") {
          const currency = String(query.currency)
          const offers = [...catalogue]
            .filter(([h, e]) => e.published && (!handles || handles.includes(h)))
            .map(([handle, e]) => ({
              id: `prod_${handle}`,
              handle,
              from_price: currency === "eur" ? e.price : e.price * 2,
              per: "person",
            }))
          return { currency_code: currency, offers, next_cursor: null }
        }
        const experiences = [...catalogue]
          .filter(([h, e]) => e.active && (!handles || handles.includes(h)))
          .map(([handle]) => ({
            handle,
            languages: ["es"],
            minimum_age: 0,
            labels: [],
            best_for: [],
            occasion: [],
            tour_guide: true,
            pickup_included: false,
            dropoff_included: false,
            cancellation_policy: { type: "free", hours: 24 },
            rating: { average: null, count: 0 },
          }))
        return { experiences, count: experiences.length, limit: 200, offset: 0 }
      },
    },
  }
  return { api: api as unknown as StoreApi, asked }
}

beforeEach(() => forgetShared(() => true))

describe("refreshExperiences", () => {
  it("reads the changed experiences alone, and one paused or unpublished leaves the listings until it is back", async () => {
    const catalogue = new Map([
      ["safari", { price: 38, published: true, active: true }],
      ["cruise", { price: 60, published: true, active: true }],
      ["balloon", { price: 200, published: true, active: true }],
    ])
    const { api, asked } = fakeApi(catalogue)
    const listed = () => readListings(api, "EUR")
    expect([...(await listed()).keys()].sort()).toEqual(["balloon", "cruise", "safari"])
    // A table joined from the reads, as lib/catalogue.ts keeps its listings.
    let joins = 0
    const joined = () => shared("listed:es", async () => (joins++, [...(await listed()).keys()]))
    await joined()

    catalogue.set("safari", { price: 42, published: true, active: true })
    catalogue.set("cruise", { price: 60, published: false, active: true })
    catalogue.set("balloon", { price: 200, published: true, active: false })
    asked.length = 0
    await refreshExperiences(api, "EUR", ["safari", "cruise", "balloon"], (key) =>
      key.startsWith("listed:"),
    )
    // Only the three were asked for, in every currency and for their facts.
    expect(asked.every((a) => a.handles?.join() === "safari,cruise,balloon")).toBe(true)
    expect(asked).toHaveLength(5)
    const offers = await readOffers(api, "EUR")
    expect(offers.get("safari")).toMatchObject({ fromPrice: 42, prices: { EUR: 42, USD: 84 } })
    expect(offers.has("cruise")).toBe(false)
    expect((await readFacts(api)).has("balloon")).toBe(false)
    expect(await joined()).toEqual(["safari"])
    expect(joins).toBe(2)

    catalogue.set("cruise", { price: 60, published: true, active: true })
    await refreshExperiences(api, "EUR", ["cruise"], () => false)
    expect([...(await listed()).keys()].sort()).toEqual(["cruise", "safari"])
  })

  it("a read made while the change is being read (a search request meanwhile) does not keep the old experience", async () => {
    const catalogue = new Map([
      ["safari", { price: 38, published: true, active: true }],
      ["cruise", { price: 60, published: true, active: true }],
    ])
    const { api } = fakeApi(catalogue)
    // The narrowed reads wait until the test lets them answer.
    let answer: () => void = () => {}
    const gate = new Promise<void>((resolve) => (answer = resolve))
    const fetch = api.client.fetch.bind(api.client) as (path: string, init: object) => unknown
    Object.assign(api.client, {
      fetch: async (path: string, init: { query: { handle?: string } }) => {
        if (path === "/store/catalogue/offers" && init.query.handle) await gate
        return fetch(path, init)
      },
    })
    const joined = () =>
      shared("search:es", async () => [...(await readListings(api, "EUR")).keys()].sort())
    expect(await joined()).toEqual(["cruise", "safari"])

    catalogue.set("cruise", { price: 60, published: false, active: true })
    const refreshed = refreshExperiences(api, "EUR", ["cruise"], (key) => key.startsWith("search:"))
    // The on-demand server answers a search while the change is read.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await joined()).toEqual(["cruise", "safari"])
    answer()
    await refreshed
    expect(await joined()).toEqual(["safari"])
  })

  it("keeps nothing before anything was read: the next read is a whole one", async () => {
    const { api, asked } = fakeApi(
      new Map([["safari", { price: 38, published: true, active: true }]]),
    )
    await refreshExperiences(api, "EUR", ["safari"], () => false)
    expect(asked).toEqual([])
    expect((await readOffers(api, "EUR")).get("safari")?.fromPrice).toBe(38)
    expect(asked.every((a) => a.handles === null)).toBe(true)
  })
})

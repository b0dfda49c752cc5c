import { beforeEach, describe, expect, it } from "vitest"
import { forgetShared } from "../shared-memo"
import {
  prefetchFirstReviews,
  readFirstReviews,
  readFirstReviewsOf,
  readOffers,
  refreshExperiences,
} from "./catalogue-reads"
import type { StoreApi } from "./store-api"

/** A catalogue of `n` experiences, each with `stars` published reviews, read through a fake Store API. */
function fakeApi(n: number) {
  const handles = Array.from({ length: n }, (_, i) => `experience-${i}`)
  const stars = new Map(handles.map((h) => [h, 1]))
  const asked: { path: string; handles: number }[] = []
  const page = (handle: string) => {
    const count = stars.get(handle) ?? 0
    return {
      reviews: Array.from({ length: Math.min(count, 3) }, (_, i) => ({
        id: `rev_${handle}_${i}`,
        rating: 5,
        title: "Bien",
        body: "Muy bien",
        author_name: "Ana",
        author_country: "ES",
        locale: "es",
        travelled_on: "2026-10-01",
        created_at: "2026-10-02T00:00:00.000Z",
        verified: false,
        reply: null,
        replied_at: null,
      })),
      count,
      limit: 3,
      offset: 0,
      summary: {
        average: count ? 5 : null,
        count,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: count },
      },
    }
  }
  const fetch = async (path: string, { query }: { query: Record<string, unknown> }) => {
    const asking = typeof query.handle === "string" ? query.handle.split(",") : null
    asked.push({ path, handles: asking?.length ?? 0 })
    if (path === "/store/catalogue/reviews")
      return { experiences: asking!.map((handle) => ({ handle, ...page(handle) })) }
    const one = /^\/store\/experiences\/([^/]+)\/reviews$/.exec(path)
    if (one) return page(one[1])
    if (path === "/store/catalogue/offers") {
      const offers = handles
        .filter((h) => !asking || asking.includes(h))
        .map((handle) => ({ id: `prod_${handle}`, handle, from_price: 40, per: "person" }))
      return { currency_code: String(query.currency), offers, next_cursor: null }
    }
    const experiences = handles
      .filter((h) => !asking || asking.includes(h))
      .map((handle) => ({
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
  }
  return { api: { client: { fetch } } as unknown as StoreApi, asked, stars, handles }
}

beforeEach(() => forgetShared(() => true))

describe("first reviews of the catalogue", () => {
  it("are read 200 experiences a request for a build, and each page finds its own without asking", async () => {
    const { api, asked, handles } = fakeApi(450)
    await prefetchFirstReviews(api, "EUR")
    const batches = asked.filter((a) => a.path === "/store/catalogue/reviews")
    expect(batches.map((a) => a.handles).sort()).toEqual([200, 200, 50])
    asked.length = 0
    const page = await readFirstReviews(api, handles[321])
    expect(page.count).toBe(1)
    expect(page.reviews[0].id).toBe(`rev_${handles[321]}_0`)
    expect(asked).toEqual([])
  })

  it("a page asking before its batch is read waits for the batch, two batches at a time", async () => {
    const { api, asked, handles } = fakeApi(1000)
    const all = readFirstReviewsOf(api, handles)
    const last = readFirstReviews(api, handles[999])
    expect(asked.map((a) => a.handles)).toEqual([200, 200])
    expect((await last).reviews[0].id).toBe(`rev_${handles[999]}_0`)
    await all
    expect(asked.map((a) => [a.path, a.handles])).toEqual(
      Array(5).fill(["/store/catalogue/reviews", 200]),
    )
  })

  it("a prerender thread asks for a batch only when the main thread has not read its reviews", async () => {
    const { api, asked, handles } = fakeApi(400)
    const remote = Symbol.for("sendero.shared-memo.remote")
    const onMain = new Set(handles.slice(0, 200))
    Object.assign(globalThis, {
      [remote]: async (key: string) =>
        onMain.has(key.replace("reviews:", ""))
          ? { found: true, value: { reviews: [], count: 0, limit: 3, offset: 0 } }
          : { found: false },
    })
    try {
      await readFirstReviewsOf(api, handles)
    } finally {
      Object.assign(globalThis, { [remote]: undefined })
    }
    expect(asked).toEqual([{ path: "/store/catalogue/reviews", handles: 200 }])
    expect((await readFirstReviews(api, handles[0])).count).toBe(0)
    expect((await readFirstReviews(api, handles[399])).count).toBe(1)
  })

  it("a change reads again, in one request, the first reviews of the changed experiences that were read", async () => {
    const { api, asked, stars, handles } = fakeApi(5)
    await readOffers(api, "EUR")
    expect((await readFirstReviews(api, handles[1])).count).toBe(1)
    stars.set(handles[1], 2)
    asked.length = 0
    await refreshExperiences(api, "EUR", [handles[1], handles[2]], () => false)
    const reviews = asked.filter((a) => a.path.endsWith("/reviews"))
    // Only the one whose reviews were read; the other is read when a page asks.
    expect(reviews).toEqual([{ path: "/store/catalogue/reviews", handles: 1 }])
    asked.length = 0
    const page = await readFirstReviews(api, handles[1])
    expect(page.count).toBe(2)
    expect(page.reviews).toHaveLength(2)
    expect(asked).toEqual([])
  })
})

import type { MedusaContainer } from "@medusajs/framework/types"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { REVIEW_MODULE } from "../../src/modules/review"
import type ReviewModuleService from "../../src/modules/review/service"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { seedReviews } from "../../src/scripts/seed/reviews"
import { DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"

jest.setTimeout(120_000)

/**
 * `GET /store/catalogue/reviews`: the first reviews of many experiences in one
 * request (the build and the live catalogue's refresh read them so, 200
 * experiences a request), each exactly as its own first page answers it.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get } = storeApi(api, () => headers)
    const reviewModule = () => container.resolve(REVIEW_MODULE) as ReviewModuleService
    const one = (handle: string, limit: number) =>
      get(`/store/experiences/${handle}/reviews?limit=${limit}`).then((r) => r.data)
    const many = async (query: string) => {
      const { status, data } = await get(`/store/catalogue/reviews?${query}`)
      expect(status).toBe(200)
      return Object.fromEntries(data.experiences.map((e: any) => [e.handle, e]))
    }
    /** A review of the safari, newer than every seeded one. */
    const review = (status: "pending" | "published" | "hidden", title: string) => ({
      handle: DESERT_SAFARI.handle,
      product_id: "prod_test",
      rating: 2,
      title,
      body: "Texto",
      author_name: "Ana",
      author_country: "ES",
      locale: "es" as const,
      travelled_on: "2026-10-01",
      status,
    })

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      await seedReviews(container, [SKELETON_EXPERIENCE, DESERT_SAFARI])
    })

    it("answers each experience as its own first page of reviews does", async () => {
      const handles = [SKELETON_EXPERIENCE.handle, DESERT_SAFARI.handle]
      for (const limit of [3, 5]) {
        const batch = await many(`handle=${handles.join(",")},no-existe&limit=${limit}`)
        expect(Object.keys(batch).sort()).toEqual([...handles].sort())
        for (const handle of handles) {
          const own = await one(handle, limit)
          expect(own.reviews.length).toBeGreaterThan(0)
          expect(batch[handle]).toEqual({ handle, ...own })
        }
      }
      // Three by default (what a page prerenders); a handle asked twice is answered once.
      const twice = await get(
        `/store/catalogue/reviews?handle=${DESERT_SAFARI.handle},${DESERT_SAFARI.handle}`,
      )
      expect(twice.data.experiences).toHaveLength(1)
      expect(twice.data.experiences[0]).toEqual({
        handle: DESERT_SAFARI.handle,
        ...(await one(DESERT_SAFARI.handle, 3)),
      })
      expect((twice as { headers?: Record<string, string> }).headers?.["cache-control"]).toBe(
        "no-cache",
      )
    })

    it("leaves out reviews waiting for moderation or hidden, and follows a moderation at once", async () => {
      const first = (await many(`handle=${DESERT_SAFARI.handle}`))[DESERT_SAFARI.handle]
      const [pending, hidden] = await reviewModule().createReviews([
        review("pending", "Esperando"),
        review("hidden", "Oculta"),
      ])
      const waiting = (await many(`handle=${DESERT_SAFARI.handle}`))[DESERT_SAFARI.handle]
      expect(waiting).toEqual(first)

      await reviewModule().updateReviews({ id: pending.id, status: "published" })
      const published = (await many(`handle=${DESERT_SAFARI.handle}`))[DESERT_SAFARI.handle]
      expect(published.reviews[0].id).toBe(pending.id)
      expect(published.reviews.map((r: any) => r.id)).not.toContain(hidden.id)
      expect(published.count).toBe(first.count + 1)
      expect(published.summary.distribution["2"]).toBe(first.summary.distribution["2"] + 1)
      expect(published).toEqual({
        handle: DESERT_SAFARI.handle,
        ...(await one(DESERT_SAFARI.handle, 3)),
      })

      await reviewModule().updateReviews({ id: pending.id, status: "hidden" })
      expect((await many(`handle=${DESERT_SAFARI.handle}`))[DESERT_SAFARI.handle]).toEqual(first)
    })

    it("refuses bad input with a localised 400", async () => {
      const cases = [
        "",
        "handle=",
        "handle=UPPER,case",
        "handle=a;drop table review",
        `handle=${Array.from({ length: 201 }, (_, i) => `h${i}`).join(",")}`,
        `handle=${DESERT_SAFARI.handle}&limit=0`,
        `handle=${DESERT_SAFARI.handle}&limit=11`,
        `handle=${DESERT_SAFARI.handle}&limit=abc`,
      ]
      for (const query of cases) {
        const es = await get(`/store/catalogue/reviews?${query}`)
        expect([query, es.status, es.data.code]).toEqual([query, 400, "invalid_request"])
        expect(es.data.message).toMatch(/^Revisa/)
        const en = await get(`/store/catalogue/reviews?${query}`, { "accept-language": "en" })
        expect([query, en.status, en.data.message]).toEqual([
          query,
          400,
          expect.stringMatching(/^Please check/),
        ])
      }
      const noKey = await send(api.get(`/store/catalogue/reviews?handle=${DESERT_SAFARI.handle}`))
      expect(noKey.status).toBe(400)
    })
  },
})

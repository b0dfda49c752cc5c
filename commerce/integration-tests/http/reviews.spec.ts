import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { REVIEW_MODULE } from "../../src/modules/review"
import type ReviewModuleService from "../../src/modules/review/service"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { seedReviews } from "../../src/scripts/seed/reviews"
import { DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"

jest.setTimeout(120_000)

const SKELETON_REVIEWS = `/store/experiences/${SKELETON_EXPERIENCE.handle}/reviews`

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get } = storeApi(api, () => headers)
    const reviewModule = () => container.resolve(REVIEW_MODULE) as ReviewModuleService

    /** Every review a traveller can page through with "see more", five at a time. */
    async function allReviews(url: string) {
      const pages: any[] = []
      for (let offset = 0; ; offset += 5) {
        const { data } = await get(`${url}?offset=${offset}`)
        pages.push(data)
        if (offset + 5 >= data.count) return { reviews: pages.flatMap((p) => p.reviews), pages }
      }
    }

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      // The skeleton gets its seeded reviews; the safari has none yet.
      await seedReviews(container, [SKELETON_EXPERIENCE])
    })

    it("lists active experiences by handle with their booking facts and rating", async () => {
      const { status, data } = await get("/store/experiences")
      expect(status).toBe(200)
      expect(data).toMatchObject({ count: 2, limit: 100, offset: 0 })
      expect(data.experiences.map((e: any) => e.handle)).toEqual([
        DESERT_SAFARI.handle,
        SKELETON_EXPERIENCE.handle,
      ])
      const [safari, skeleton] = data.experiences
      expect(skeleton).toEqual({
        handle: SKELETON_EXPERIENCE.handle,
        languages: ["es", "en", "ar"],
        minimum_age: 6,
        labels: ["bestseller"],
        best_for: ["couples", "friends"],
        occasion: ["sunset"],
        tour_guide: true,
        pickup_included: true,
        dropoff_included: true,
        cancellation_policy: { type: "free", hours: 24 },
        rating: { average: expect.any(Number), count: expect.any(Number) },
      })
      expect(safari.cancellation_policy).toEqual({
        type: "penalty",
        percent: 50,
        days: 2,
        hours: 0,
        minutes: 0,
      })
      expect(safari.rating).toEqual({ average: null, count: 0 })

      const reviews = await get(SKELETON_REVIEWS)
      expect(skeleton.rating).toEqual({
        average: reviews.data.summary.average,
        count: reviews.data.count,
      })
      expect(skeleton.rating.count).toBeGreaterThanOrEqual(10)
    })

    it("pages the list and leaves out experiences that are not sold", async () => {
      const second = await get("/store/experiences?limit=1&offset=1")
      expect(second.data).toMatchObject({ count: 2, limit: 1, offset: 1 })
      expect(second.data.experiences.map((e: any) => e.handle)).toEqual([
        SKELETON_EXPERIENCE.handle,
      ])
      expect((await get("/store/experiences?offset=2")).data.experiences).toEqual([])

      const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
      const [safari] = await booking.listExperiences({ handle: DESERT_SAFARI.handle })
      await booking.updateExperiences({ id: safari.id, status: "unavailable" })
      const { data } = await get("/store/experiences")
      expect(data.count).toBe(1)
      expect(data.experiences.map((e: any) => e.handle)).toEqual([SKELETON_EXPERIENCE.handle])
    })

    it("serves reviews newest first, five at a time, in the language each was written in", async () => {
      const first = await get(SKELETON_REVIEWS)
      expect(first.status).toBe(200)
      expect(first.data).toMatchObject({ limit: 5, offset: 0 })
      expect(first.data.reviews).toHaveLength(5)
      expect(first.data.reviews[0]).toEqual({
        id: expect.stringMatching(/^rev_/),
        rating: expect.any(Number),
        title: expect.any(String),
        body: expect.any(String),
        author_name: expect.any(String),
        author_country: expect.stringMatching(/^[A-Z]{2}$/),
        locale: expect.stringMatching(/^(es|en)$/),
        travelled_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        created_at: expect.any(String),
        // Seeded reviews are not tied to a booking of ours, and nobody has answered them.
        verified: false,
        reply: null,
        replied_at: null,
      })

      const { reviews } = await allReviews(SKELETON_REVIEWS)
      expect(reviews).toHaveLength(first.data.count)
      expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length)
      const written = reviews.map((r) => Date.parse(r.created_at))
      expect(written).toEqual([...written].sort((a, b) => b - a))
      // The skeleton experience is reviewed in both languages, mostly Spanish.
      const spanish = reviews.filter((r) => r.locale === "es").length
      expect(spanish).toBeGreaterThan(reviews.length / 2)
      expect(reviews.length - spanish).toBeGreaterThanOrEqual(2)

      const more = await get(`${SKELETON_REVIEWS}?limit=50`)
      expect(more.data.reviews.map((r: any) => r.id)).toEqual(reviews.map((r) => r.id))
    })

    it("summarises exactly the reviews it serves: average to one decimal, count and stars", async () => {
      const { reviews, pages } = await allReviews(SKELETON_REVIEWS)
      const summary = pages[0].summary
      const stars = [1, 2, 3, 4, 5].map((n) => reviews.filter((r) => r.rating === n).length)
      expect(summary.distribution).toEqual({
        "1": stars[0],
        "2": stars[1],
        "3": stars[2],
        "4": stars[3],
        "5": stars[4],
      })
      expect(summary.count).toBe(reviews.length)
      const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length
      expect(summary.average).toBe(Math.round(mean * 10) / 10)
      expect(summary.distribution["5"] + summary.distribution["4"]).toBeGreaterThan(
        reviews.length / 2,
      )
    })

    it("never serves or counts a hidden review", async () => {
      const before = (await get(SKELETON_REVIEWS)).data
      const [hidden] = await reviewModule().createReviews([
        {
          handle: SKELETON_EXPERIENCE.handle,
          product_id: "prod_test",
          rating: 1,
          title: "Spam",
          body: "Visit my site",
          author_name: "Bot",
          author_country: "US",
          locale: "en",
          travelled_on: "2026-01-01",
          status: "hidden",
        },
      ])
      const after = await allReviews(SKELETON_REVIEWS)
      expect(after.reviews.map((r) => r.id)).not.toContain(hidden.id)
      expect(after.pages[0].summary).toEqual(before.summary)
      expect(after.pages[0].count).toBe(before.count)
      const list = await get("/store/experiences")
      expect(list.data.experiences[1].rating.count).toBe(before.count)
    })

    it("answers an experience without reviews with an empty page and summary", async () => {
      const { status, data } = await get(`/store/experiences/${DESERT_SAFARI.handle}/reviews`)
      expect(status).toBe(200)
      expect(data).toEqual({
        reviews: [],
        count: 0,
        limit: 5,
        offset: 0,
        summary: {
          average: null,
          count: 0,
          distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
        },
      })
    })

    it("seeds each experience's reviews once", async () => {
      const before = (await get(SKELETON_REVIEWS)).data.count
      const { created } = await seedReviews(container, [SKELETON_EXPERIENCE, DESERT_SAFARI])
      expect(created).toBeGreaterThan(0)
      expect((await get(SKELETON_REVIEWS)).data.count).toBe(before)
      expect((await seedReviews(container, [SKELETON_EXPERIENCE, DESERT_SAFARI])).created).toBe(0)
      const safari = (await get("/store/experiences")).data.experiences[0]
      expect(safari.rating.count).toBeGreaterThan(0)
    })

    it.each([
      [
        "an unknown experience",
        "/store/experiences/no-existe/reviews",
        404,
        "experience_not_found",
        "No encontramos esta actividad.",
        "We could not find this activity.",
      ],
      [
        "too many reviews at once",
        `${SKELETON_REVIEWS}?limit=51`,
        400,
        "invalid_request",
        "Revisa los datos enviados: faltan campos o alguno no es válido.",
        "Please check what was sent: some fields are missing or not valid.",
      ],
      [
        "a page of experiences too large",
        "/store/experiences?limit=201",
        400,
        "invalid_request",
        "Revisa los datos enviados: faltan campos o alguno no es válido.",
        "Please check what was sent: some fields are missing or not valid.",
      ],
      [
        "a negative offset",
        "/store/experiences?offset=-1",
        400,
        "invalid_request",
        "Revisa los datos enviados: faltan campos o alguno no es válido.",
        "Please check what was sent: some fields are missing or not valid.",
      ],
    ])(
      "%s: %i %s in Spanish by default and in English on request",
      async (_, url, status, code, es, en) => {
        const spanish = await get(url)
        expect({
          status: spanish.status,
          code: spanish.data.code,
          message: spanish.data.message,
        }).toEqual({ status, code, message: es })
        const english = await get(url, { "accept-language": "en-GB,en;q=0.8" })
        expect({
          status: english.status,
          code: english.data.code,
          message: english.data.message,
        }).toEqual({ status, code, message: en })
      },
    )
  },
})

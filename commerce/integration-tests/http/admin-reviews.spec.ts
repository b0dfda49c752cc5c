import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { REVIEW_MODULE } from "../../src/modules/review"
import type ReviewModuleService from "../../src/modules/review/service"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { DESERT_SAFARI, seedFixtures, send } from "../fixtures"

jest.setTimeout(180_000)

/** The reviews moderation page's API: titles, filters, paging, and a hide that names its missing reason. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let admin: { headers: Record<string, string> }
    let products: Record<string, string>
    const adminGet = (url: string, locale = "es") =>
      send(api.get(url, { headers: { ...admin.headers, "x-medusa-locale": locale } }))
    const adminPost = (url: string, body: unknown, locale = "es") =>
      send(
        api.post(url, body as object, { headers: { ...admin.headers, "x-medusa-locale": locale } }),
      )
    const reviewModule = () => container.resolve(REVIEW_MODULE) as ReviewModuleService

    /** `n` pending reviews of `handle`, ratings 1..5 in turn; the text says its number. */
    async function write(handle: string, n: number, extra: object = {}) {
      const rows = Array.from({ length: n }, (_, i) => ({
        handle,
        product_id: products[handle],
        rating: (i % 5) + 1,
        title: `Opinión ${i} de ${handle}`,
        body: `Texto de la opinión número ${i}, con bastante detalle.`,
        author_name: `Autor ${i}`,
        locale: "es" as const,
        travelled_on: "2026-01-10",
        status: "pending" as const,
        ...extra,
      }))
      return reviewModule().createReviews(rows)
    }

    beforeEach(async () => {
      container = getContainer()
      await seedFixtures(container)
      await ensureAdminUser(container, "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { headers: { authorization: `Bearer ${login.data.token}` } }
      const booking = container.resolve(BOOKING_MODULE) as BookingModuleService
      const experiences = await booking.listExperiences({}, { select: ["handle", "product_id"] })
      products = Object.fromEntries(experiences.map((e) => [e.handle, e.product_id]))
      const productModule = container.resolve(Modules.PRODUCT)
      await productModule.updateProducts(products[DESERT_SAFARI.handle], {
        metadata: { title_en: "Red dunes safari" },
      })
    })

    it("names each review's experience by its title in the admin's language, with the product to link to", async () => {
      await write(DESERT_SAFARI.handle, 1)
      const es = await adminGet("/admin/reviews")
      expect(es.status).toBe(200)
      expect(es.data.reviews[0].experience).toEqual({
        product_id: products[DESERT_SAFARI.handle],
        title: "Safari por las dunas rojas",
      })
      const en = await adminGet("/admin/reviews", "en")
      expect(en.data.reviews[0].experience.title).toBe("Red dunes safari")
    })

    it("filters by experience, stars and words, and pages over thousands with the total", async () => {
      await write(DESERT_SAFARI.handle, 1200)
      await write(SKELETON_EXPERIENCE.handle, 30)
      await write(SKELETON_EXPERIENCE.handle, 1, {
        body: "Un guía 100% atento_y amable",
        author_name: "Zoë Pérez",
      })

      const first = await adminGet("/admin/reviews?limit=50")
      expect(first.data).toMatchObject({ count: 1231, limit: 50, offset: 0 })
      expect(first.data.reviews).toHaveLength(50)
      const last = await adminGet("/admin/reviews?limit=50&offset=1200")
      expect(last.data.reviews).toHaveLength(31)
      const ids = new Set([...first.data.reviews, ...last.data.reviews].map((r: any) => r.id))
      expect(ids.size).toBe(81)

      const skeleton = await adminGet(
        `/admin/reviews?handle=${SKELETON_EXPERIENCE.handle}&limit=100`,
      )
      expect(skeleton.data.count).toBe(31)
      expect(skeleton.data.reviews.every((r: any) => r.handle === SKELETON_EXPERIENCE.handle)).toBe(
        true,
      )

      const ones = await adminGet(`/admin/reviews?handle=${DESERT_SAFARI.handle}&rating=1&limit=5`)
      expect(ones.data.count).toBe(240)
      expect(ones.data.reviews.every((r: any) => r.rating === 1)).toBe(true)

      // Words of the title, the text or the author, any case; % and _ are plain characters.
      expect(
        (await adminGet(`/admin/reviews?q=${encodeURIComponent("opinión 7 de safari")}`)).data
          .count,
      ).toBe(1)
      expect((await adminGet(`/admin/reviews?q=${encodeURIComponent("zoë")}`)).data.count).toBe(1)
      expect(
        (await adminGet(`/admin/reviews?q=${encodeURIComponent("100% atento_")}`)).data.count,
      ).toBe(1)
      expect((await adminGet(`/admin/reviews?q=${encodeURIComponent("1%")}`)).data.count).toBe(0)
      expect(
        (await adminGet(`/admin/reviews?q=${encodeURIComponent("número 1199,")}&rating=5`)).data
          .count,
      ).toBe(1)
      expect((await adminGet("/admin/reviews?status=published")).data.count).toBe(0)
    })

    it("refuses bad filters and a call without credentials", async () => {
      expect((await send(api.get("/admin/reviews"))).status).toBe(401)
      expect(
        (
          await send(
            api.post("/admin/reviews/rev_01ARZ3NDEKTSV4RRFFQ69G5FAV/hide", { reason: "x" }),
          )
        ).status,
      ).toBe(401)
      for (const query of [
        "rating=6",
        "rating=0",
        "rating=abc",
        `q=${"x".repeat(101)}`,
        "limit=0",
        "limit=101",
        "offset=-1",
        "handle=Not_A_Handle",
        "status=deleted",
      ]) {
        const es = await adminGet(`/admin/reviews?${query}`)
        expect([query, es.status]).toEqual([query, 400])
        expect(es.data.message).toEqual(expect.any(String))
        const en = await adminGet(`/admin/reviews?${query}`, "en")
        expect([query, en.status]).toEqual([query, 400])
      }
    })

    it("hiding without a reason names the reason field, in the admin's language", async () => {
      const [review] = await write(DESERT_SAFARI.handle, 1)
      const url = `/admin/reviews/${review.id}/hide`
      for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: null }]) {
        const es = await adminPost(url, body)
        expect(es.status).toBe(400)
        expect(es.data).toMatchObject({
          code: "review_reason_required",
          message: "Indica por qué ocultas esta opinión.",
          params: { field: "reason" },
        })
        const en = await adminPost(url, body, "en")
        expect(en.data).toMatchObject({
          code: "review_reason_required",
          message: "Say why you are hiding this review.",
          params: { field: "reason" },
        })
      }
      const long = await adminPost(url, { reason: "x".repeat(501) }, "en")
      expect(long.data).toMatchObject({
        code: "field_too_long",
        message: "Write at most 500 characters.",
        params: { field: "reason" },
      })
      expect((await adminPost(url, { reason: "ok", status: "published" })).data.code).toBe(
        "field_invalid",
      )
      expect((await adminPost(url, { reason: 5 })).status).toBe(400)
      expect((await adminPost("/admin/reviews/nope/hide", { reason: "spam" })).status).toBe(404)

      const hidden = await adminPost(url, { reason: "  Spam  " })
      expect(hidden.status).toBe(200)
      expect(hidden.data.review).toMatchObject({ status: "hidden", hidden_reason: "Spam" })
      expect(
        (await adminGet("/admin/reviews?status=hidden")).data.reviews.map((r: any) => r.id),
      ).toEqual([review.id])
    })
  },
})

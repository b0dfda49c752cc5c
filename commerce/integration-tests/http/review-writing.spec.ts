import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { signId } from "../../src/lib/signed-token"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { signInAdmin } from "../desk-world"
import { seedFixtures, send, storeApi } from "../fixtures"
import { reviewSteps } from "./review-writing-helpers"

jest.setTimeout(180_000)

const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`
const REVIEWS = `/store/experiences/${SKELETON_EXPERIENCE.handle}/reviews`

/** Travellers write reviews of bookings they travelled on; the shop moderates them. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let admin: { headers: Record<string, string> }
    const store = storeApi(api, () => headers)
    const { get, post } = store
    const booking = () => container.resolve(BOOKING_MODULE) as BookingModuleService
    const adminGet = (url: string) => send(api.get(url, admin))
    const adminPost = (url: string, body: object = {}, extra: Record<string, string> = {}) =>
      send(api.post(url, body, { headers: { ...admin.headers, ...extra } }))
    const { placeOrder, travelled, review } = reviewSteps(store, booking)

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      admin = { headers: await signInAdmin(api, container) }
    })

    it("refuses a review without a booking, before the activity and twice, in the traveller's language", async () => {
      const order = await placeOrder("ana@example.com")
      const proof = { reference: order.reference, email: "ana@example.com" }

      const unknown = await post(
        "/store/reviews",
        review({ reference: "SND-00000000", email: "ana@example.com" }),
      )
      expect(unknown.status).toBe(404)
      expect(unknown.data).toMatchObject({
        code: "review_booking_not_found",
        message: "No encontramos ninguna reserva con esa referencia y ese correo electrónico.",
      })
      const wrongEmail = await post(
        "/store/reviews",
        review({ ...proof, email: "otra@example.com" }),
        { "x-medusa-locale": "en" },
      )
      expect(wrongEmail.status).toBe(404)
      expect(wrongEmail.data).toMatchObject({
        code: "review_booking_not_found",
        message: "We could not find a booking with that reference and e-mail address.",
      })
      const forged = await post(
        "/store/reviews",
        review({ token: signId("order", order.bookingId) }),
      )
      expect(forged.data.code).toBe("review_booking_not_found")

      const early = await post("/store/reviews", review(proof))
      expect(early.status).toBe(400)
      expect(early.data).toMatchObject({
        code: "review_not_travelled",
        message: "Podrás escribir tu opinión cuando termine la actividad.",
      })
      const earlyEn = await post("/store/reviews", review(proof), { "x-medusa-locale": "en" })
      expect(earlyEn.data.message).toBe("You can write your review once the activity has ended.")

      await travelled(order.slotId)
      // The same booking twice at once: one review.
      const [a, b] = await Promise.all([
        post("/store/reviews", review({ ...proof, email: " ANA@example.com " })),
        post("/store/reviews", review({ token: signId("voucher", order.bookingId) })),
      ])
      expect([a.status, b.status].sort()).toEqual([201, 409])
      const created = a.status === 201 ? a.data.review : b.data.review
      expect(created).toMatchObject({
        status: "pending",
        verified: true,
        travelled_on: order.localDate,
        locale: "es",
        rating: 5,
      })
      const again = await post("/store/reviews", review(proof), { "x-medusa-locale": "en" })
      expect(again.status).toBe(409)
      expect(again.data).toMatchObject({
        code: "review_already_written",
        message: "You have already reviewed this booking. Thank you!",
      })
    })

    it("states the form's rules field by field in both languages", async () => {
      const proof = { reference: "SND-ABCDEFGH", email: "form@example.com" }
      const cases: [object, string, string, string, string][] = [
        [
          review({ ...proof, title: "  " }),
          "title",
          "field_required",
          "Campo Requerido",
          "Required field",
        ],
        [
          review({ ...proof, body: "corto" }),
          "body",
          "field_too_short",
          "Escribe al menos 20 caracteres.",
          "Write at least 20 characters.",
        ],
        [
          review({ ...proof, title: "x".repeat(121) }),
          "title",
          "field_too_long",
          "Escribe como máximo 120 caracteres.",
          "Write at most 120 characters.",
        ],
        [
          review({ ...proof, rating: 6 }),
          "rating",
          "field_invalid",
          "Este formato no es correcto.",
          "This format is not correct.",
        ],
        [
          review({ ...proof, email: "no-es-correo" }),
          "email",
          "field_invalid",
          "Este formato no es correcto.",
          "This format is not correct.",
        ],
        [
          review({ email: "form@example.com" }),
          "reference",
          "field_required",
          "Campo Requerido",
          "Required field",
        ],
        [
          review({ ...proof, status: "published" }),
          "status",
          "field_invalid",
          "Este formato no es correcto.",
          "This format is not correct.",
        ],
      ]
      for (const [body, field, code, es, en] of cases) {
        const answer = await post("/store/reviews", body)
        expect(answer.status).toBe(400)
        expect(answer.data).toMatchObject({
          code,
          message: es,
          params: expect.objectContaining({ field }),
        })
        expect((await post("/store/reviews", body, { "x-medusa-locale": "en" })).data.message).toBe(
          en,
        )
      }
      expect((await post("/store/reviews", [1, 2])).status).toBe(400)
    })

    it("publishes, replies and hides through the admin; only published reviews count, text stays as written", async () => {
      const before = (await get(REVIEWS)).data
      const order = await placeOrder("carla@example.com", { locale: "en" })
      await travelled(order.slotId)
      const written = await post(
        "/store/reviews",
        review({ token: signId("voucher", order.bookingId), title: XSS, author_name: XSS }),
      )
      expect(written.status).toBe(201)
      expect(written.data.review.locale).toBe("en")
      expect((await get(REVIEWS)).data.count).toBe(before.count)

      const pending = await adminGet("/admin/reviews?status=pending")
      expect(pending.data.reviews).toEqual([
        expect.objectContaining({
          id: written.data.review.id,
          title: XSS,
          author_name: XSS,
          booking_id: order.bookingId,
        }),
      ])
      expect((await send(api.get("/admin/reviews", {}))).status).toBe(401)
      expect((await adminGet("/admin/reviews?status=deleted")).status).toBe(400)

      const id = written.data.review.id
      const published = await adminPost(`/admin/reviews/${id}/publish`)
      expect(published.data.review.status).toBe("published")
      const reply = `Gracias ${XSS}`
      expect((await adminPost(`/admin/reviews/${id}/reply`, { reply })).data.review.reply).toBe(
        reply,
      )
      const after = (await get(REVIEWS)).data
      expect(after.count).toBe(before.count + 1)
      expect(after.summary.distribution["5"]).toBe(before.summary.distribution["5"] + 1)
      expect(after.reviews[0]).toMatchObject({ id, title: XSS, verified: true, reply })
      expect(after.reviews[0]).not.toHaveProperty("booking_id")

      const noReason = await adminPost(
        `/admin/reviews/${id}/hide`,
        { reason: " " },
        { "accept-language": "en" },
      )
      expect(noReason.status).toBe(400)
      expect(noReason.data).toMatchObject({
        code: "review_reason_required",
        message: "Say why you are hiding this review.",
        params: { field: "reason" },
      })
      const hidden = await adminPost(`/admin/reviews/${id}/hide`, { reason: "Datos personales" })
      expect(hidden.data.review).toMatchObject({
        status: "hidden",
        hidden_reason: "Datos personales",
      })
      expect((await get(REVIEWS)).data.count).toBe(before.count)

      const badShape = await adminPost("/admin/reviews/rev_../publish")
      expect(badShape.status).toBe(404)
      expect(badShape.data.code).toBe("review_not_found")
      const missing = await adminPost(
        `/admin/reviews/rev_${"0".repeat(26)}/publish`,
        {},
        { "accept-language": "en" },
      )
      expect(missing.status).toBe(404)
      expect(missing.data).toMatchObject({
        code: "review_not_found",
        message: "We could not find this review.",
      })
    })

    it("publishes at once under the shop's auto-publish rule", async () => {
      expect((await adminGet("/admin/review-rules")).data.rules).toEqual({
        auto_publish_min_rating: null,
      })
      expect((await adminPost("/admin/review-rules", { auto_publish_min_rating: 9 })).status).toBe(
        400,
      )
      expect(
        (await adminPost("/admin/review-rules", { auto_publish_min_rating: 4 })).data.rules,
      ).toEqual({ auto_publish_min_rating: 4 })
      const high = await placeOrder("dora@example.com", { offset: 3 })
      const low = await placeOrder("bea@example.com", { offset: 4 })
      await travelled(high.slotId)
      await travelled(low.slotId)
      const five = await post(
        "/store/reviews",
        review({ reference: high.reference, email: "dora@example.com" }),
      )
      const three = await post(
        "/store/reviews",
        review({ reference: low.reference, email: "bea@example.com", rating: 3 }),
      )
      expect(five.data.review.status).toBe("published")
      expect(three.data.review.status).toBe("pending")
    })
  },
})

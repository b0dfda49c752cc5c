import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { Locale } from "../../src/lib/i18n/messages"
import { amountOf } from "../../src/lib/money"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { useDeskWorld, useMailSink } from "../desk-world"
import { dayFromToday, DESERT_SAFARI, send, waitFor } from "../fixtures"
import { STRIPE_TEST, useStripeDoubleEnv } from "../stripe-double"
import { offerSteps } from "./offer-send-helpers"

jest.setTimeout(240_000)
useStripeDoubleEnv()
const sink = useMailSink()

/** The admin's 'send offer': a cart at the agreed price, seats held, a pay link by e-mail; paying wins the request. */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: (runner) => {
    const world = useDeskWorld(runner, { sink, webhook: "hold" })
    const { api, store, container, double, booking, adminGet } = world
    const adminPost = (url: string, body: object = {}, locale: Locale = "es") =>
      world.adminPost(url, body, locale)
    const { request, slotOn, offerBody, cart } = offerSteps(store, container)

    it("sends an offer at the agreed price with seats held and a pay link by e-mail; paying it places one order and wins the request", async () => {
      const id = await request()
      const slotId = await slotOn(2)
      const sent = await adminPost(`/admin/offer-requests/${id}/offer`, offerBody(slotId))
      expect(sent.status).toBe(200)
      const { offer } = sent.data.offer_request
      expect(sent.data.offer_request.status).toBe("offer_sent")
      expect(offer).toMatchObject({
        amount: 150.01,
        currency_code: "eur",
        slot_id: slotId,
        travellers: { adult: 2, child: 1 },
      })
      expect(offer.url).toBe(
        `http://127.0.0.1:${STRIPE_TEST.port}/pay/${offer.checkout_session_id}`,
      )
      const expiresAt = new Date(offer.expires_at).getTime()
      expect(expiresAt).toBeGreaterThan(Date.now() + 22 * 3_600_000)

      // The cart: the traveller's, at exactly the agreed total, its seats held until the link closes.
      const before = await cart(offer.cart_id)
      expect(before).toMatchObject({ email: "lucia@example.com", currency_code: "eur" })
      expect(amountOf(before.total)).toBe(150.01)
      const [hold] = await booking().listHolds({ cart_id: offer.cart_id, status: ["active"] })
      expect(hold.seats).toBe(3)
      expect(new Date(hold.expires_at).getTime()).toBeGreaterThanOrEqual(expiresAt)
      expect((await booking().retrieveSlot(slotId)).held).toBe(3)

      // The e-mail: what is offered, the price, the note (inert), the link and its expiry.
      const mails = await sink().waitFor("lucia@example.com", 2)
      const mail = mails.find((m) => m.subject?.startsWith("Tu oferta personalizada"))!
      expect(mail.subject).toMatch(/^Tu oferta personalizada \(OFR-[0-9A-Z]{8}\)$/)
      expect(mail.text).toContain(DESERT_SAFARI.title)
      expect(mail.text).toContain("2 adultos, 1 niño")
      expect(mail.text).toMatch(/150,01\s€/)
      expect(mail.text).toContain(offer.url)
      expect(mail.text).toContain("El enlace de pago caduca el")
      expect(mail.html).not.toContain("<script>")
      expect(mail.html).toContain("&lt;script&gt;")

      // Medusa's own routes cannot change the offer's cart.
      const promo = await store.post(
        `/store/carts/${offer.cart_id}/promotions`,
        { promo_codes: ["WELCOME10"] },
        { "accept-language": "en" },
      )
      expect(promo).toMatchObject({ status: 400, data: { code: "offer.cart_locked" } })
      expect(promo.data.message).toMatch(/^This cart is a custom offer/)
      // Nor can a combo be added to it (its own route, not Medusa's).
      const combo = await store.post(`/store/carts/${offer.cart_id}/combos`, {
        combo_id: "combo_01JAAAAAAAAAAAAAAAAAAAAAAA",
        parts: [
          { date: dayFromToday(2), slot_id: slotId },
          { date: dayFromToday(2), slot_id: slotId },
        ],
        travellers: { adult: 1 },
      })
      expect(combo).toMatchObject({ status: 400, data: { code: "offer.cart_locked" } })
      const regions = (await store.get("/store/regions")).data.regions
      const usd = regions.find((r: any) => r.currency_code === "usd")
      const moved = await store.post(`/store/carts/${offer.cart_id}`, { region_id: usd.id })
      expect(moved.data.message).toMatch(/^Este carrito es una oferta personalizada/)
      expect(amountOf((await cart(offer.cart_id)).total)).toBe(150.01)

      // Paying on the hosted page: the webhook places one order at the agreed price, with its booking.
      const paid = await double().control(`sessions/${offer.checkout_session_id}/pay`, {
        card: "4242 4242 4242 4242",
      })
      expect(paid.outcome).toBe("succeeded")
      const [completed] = await double().events("checkout.session.completed")
      await double().control("deliver", { ids: [completed.id], times: 2 })
      const placed = await waitFor(async () =>
        (await cart(offer.cart_id)).order?.id ? cart(offer.cart_id) : null,
      )
      expect(amountOf(placed.order.total)).toBe(150.01)
      // The order exists as soon as the cart completes; its holds become its bookings right after.
      const bookings = await waitFor(async () => {
        const found = await booking().listBookings({ order_id: placed.order.id })
        return found.length ? found : null
      })
      expect(bookings).toHaveLength(1)
      expect(bookings[0]).toMatchObject({ seats: 3, status: "confirmed" })
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 0, booked: 3 })
      const won = await waitFor(async () => {
        const listed = (await adminGet("/admin/offer-requests?status=won")).data.offer_requests
        return listed.length ? listed[0] : null
      })
      expect(won).toMatchObject({
        id,
        status: "won",
        offer: { order_id: placed.order.id, cart_id: offer.cart_id },
      })
    })

    it("sent twice at once makes one cart and one hold; the other send is refused with the offer's expiry", async () => {
      const id = await request()
      const slotId = await slotOn(3)
      const [a, b] = await Promise.all([
        adminPost(`/admin/offer-requests/${id}/offer`, offerBody(slotId)),
        adminPost(`/admin/offer-requests/${id}/offer`, offerBody(slotId), "en"),
      ])
      const statuses = [a.status, b.status].sort()
      expect(statuses).toEqual([200, 409])
      const refused = a.status === 409 ? a : b
      expect(refused.data.code).toBe("offer.already_sent")
      expect((await booking().retrieveSlot(slotId)).held).toBe(3)
      const pg = container().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const carts = await pg.raw(
        `SELECT id FROM cart WHERE metadata->>'offer_request_id' = ? AND deleted_at IS NULL`,
        [id],
      )
      expect(carts.rows).toHaveLength(1)
      const again = await adminPost(`/admin/offer-requests/${id}/offer`, offerBody(slotId))
      expect(again.data.message).toMatch(
        /^Ya se envió una oferta para esta solicitud y sigue vigente hasta \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\)/,
      )
    })

    it("refuses, in the admin's language, what cannot be offered, and leaves no cart or hold behind", async () => {
      const id = await request()
      const slotId = await slotOn(4)
      const seats = await adminPost(
        `/admin/offer-requests/${id}/offer`,
        offerBody(slotId, { travellers: { adult: 25 } }),
        "en",
      )
      expect(seats).toMatchObject({
        status: 409,
        data: {
          code: "not_enough_seats",
          message: "Not enough seats: only 20 seats are left for this time.",
        },
      })
      const seatsEs = await adminPost(
        `/admin/offer-requests/${id}/offer`,
        offerBody(slotId, { travellers: { adult: 25 } }),
      )
      expect(seatsEs.data.message).toBe(
        "No hay plazas suficientes: solo quedan 20 plazas para este horario.",
      )

      const zero = await adminPost(
        `/admin/offer-requests/${id}/offer`,
        offerBody(slotId, { amount: 0 }),
        "en",
      )
      expect(zero).toMatchObject({
        status: 400,
        data: {
          code: "offer.price_invalid",
          message: "The price must be greater than zero, with at most two decimals.",
        },
      })
      const cents = await adminPost(
        `/admin/offer-requests/${id}/offer`,
        offerBody(slotId, { amount: 10.001 }),
      )
      expect(cents.data.message).toBe(
        "El precio debe ser mayor que cero, con dos decimales como mucho.",
      )
      const absurd = await adminPost(
        `/admin/offer-requests/${id}/offer`,
        offerBody(slotId, { amount: 99_999 }),
        "en",
      )
      expect(absurd).toMatchObject({ status: 400, data: { code: "offer.price_too_high" } })
      const odd = await adminPost(
        `/admin/offer-requests/${id}/offer`,
        offerBody(slotId, { travellers: { adult: 3 }, amount: 250 }),
        "en",
      )
      expect(odd.data).toMatchObject({
        code: "offer.price_indivisible",
        message:
          "This total cannot be split evenly among the travellers of each rate. Try 249.99 EUR or 250.02 EUR.",
      })

      const past = await slotOn(1, 0)
      await booking().updateSlots({ id: past, starts_at: new Date(Date.now() - 3_600_000) })
      const started = await adminPost(`/admin/offer-requests/${id}/offer`, offerBody(past), "en")
      expect(started).toMatchObject({
        status: 400,
        data: {
          code: "slot_in_past",
          message: "This time slot has already started. Please choose another date.",
        },
      })
      const otherExperience = await adminPost(
        `/admin/offer-requests/${id}/offer`,
        offerBody(slotId, { handle: SKELETON_EXPERIENCE.handle }),
        "en",
      )
      expect(otherExperience.data).toMatchObject({
        code: "offer.slot_not_of_experience",
        message: "This time slot does not belong to the chosen experience.",
      })
      expect(
        (
          await adminPost(
            `/admin/offer-requests/${id}/offer`,
            offerBody(slotId, { handle: "no-such-experience" }),
          )
        ).status,
      ).toBe(404)
      const hostile = await adminPost(`/admin/offer-requests/${id}/offer`, {
        ...offerBody(slotId),
        unit_price: 1,
      })
      expect(hostile.status).toBe(400)
      expect(
        (await adminPost(`/admin/offer-requests/ofr_nope/offer`, offerBody(slotId))).status,
      ).toBe(404)
      expect(
        (await send(api.post(`/admin/offer-requests/${id}/offer`, offerBody(slotId)))).status,
      ).toBe(401)

      await adminPost(`/admin/offer-requests/${id}`, { status: "lost" })
      const closed = await adminPost(`/admin/offer-requests/${id}/offer`, offerBody(slotId), "en")
      expect(closed).toMatchObject({
        status: 400,
        data: {
          code: "offer.request_closed",
          message: "This request is already closed (won or lost): no other offer can be sent.",
        },
      })

      expect((await booking().retrieveSlot(slotId)).held).toBe(0)
      const pg = container().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      expect(
        (
          await pg.raw(
            `SELECT id FROM cart WHERE metadata->>'offer_request_id' = ? AND deleted_at IS NULL`,
            [id],
          )
        ).rows,
      ).toHaveLength(0)
      expect(
        sink().messages.filter((m) => m.subject?.includes("oferta personalizada (")),
      ).toHaveLength(0)
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { seedCombos } from "../../src/scripts/seed/combos"
import { dayFromToday, DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"
import { LOCALES } from "../../src/lib/i18n/messages"

jest.setTimeout(180_000)
useStripeDoubleEnv()

type Double = Awaited<ReturnType<typeof startStripeDouble>>
type Answer = { status: number; data: any }

/** What a race may never answer: a server error, or the generic form error for what is no form mistake. */
function expectClearAnswer(answer: Answer) {
  const unclear =
    answer.status >= 500 ||
    (answer.status >= 400 &&
      (!answer.data?.code ||
        ["invalid_request", "unexpected", "conflict"].includes(answer.data.code) ||
        /Revisa los datos enviados/.test(answer.data.message)))
  if (unclear)
    throw new Error(`Unclear answer to a race: ${answer.status} ${JSON.stringify(answer.data)}`)
}

/**
 * Small races a traveller can cause with two tabs or a double click: each
 * ends in one clear, localised answer naming what happened, and leaves no
 * seat held without a line in the cart.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer, dbConnection }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let double: Double
    const { get, post, del, newCart, cartWithBooking, payLater } = storeApi(api, () => headers)
    const sql = (text: string, params: unknown[] = []) =>
      dbConnection.raw(text, params).then((r: any) => r.rows)

    /** Live holds of a cart with no line of the cart naming them: seats kept for nothing. */
    const orphanHolds = (cartId: string) =>
      sql(
        `SELECT h.id, h.seats FROM hold h
          WHERE h.cart_id = ? AND h.status = 'active' AND h.deleted_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM cart_line_item li
                             WHERE li.cart_id = h.cart_id AND li.deleted_at IS NULL AND li.metadata->>'hold_id' = h.id)`,
        [cartId],
      )

    beforeAll(async () => {
      double = await startStripeDouble()
    })
    afterAll(async () => {
      await double?.stop()
      forgetStripeDoubleEnv()
    })
    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      await double.control("reset")
    })
    afterEach(async () => {
      await assertOrderInvariants((text) => sql(text))
    })

    it("five parallel 'pay by card' on one cart make one Checkout Session; the others get it too", async () => {
      const { cartId } = await cartWithBooking({ adult: 2 })
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post(`/store/carts/${cartId}/card-payment`, {})),
      )
      answers.forEach(expectClearAnswer)
      const made = answers.filter((a) => a.status === 200)
      expect(made.length).toBeGreaterThanOrEqual(1)
      const sessions = new Set(made.map((a) => a.data.card_payment.checkout_session_id))
      expect(sessions.size).toBe(1)
      for (const busy of answers.filter((a) => a.status !== 200)) {
        expect(busy.status).toBe(409)
        expect(busy.data.code).toBe("cart_busy")
      }
      // One live session at Stripe and one in Medusa: the page the traveller is sent to is the one that counts.
      const live = await sql(
        `SELECT ps.id FROM payment_session ps
           JOIN cart_payment_collection cpc ON cpc.payment_collection_id = ps.payment_collection_id AND cpc.deleted_at IS NULL
          WHERE cpc.cart_id = ? AND ps.deleted_at IS NULL`,
        [cartId],
      )
      expect(live).toHaveLength(1)
      // Asked again once the first has answered, the same page is given back (a back button, a reload).
      const again = await post(`/store/carts/${cartId}/card-payment`, {})
      expect(again.status).toBe(200)
      expect(again.data.card_payment.checkout_session_id).toBe([...sessions][0])
      // Another language is another page: a new session, and the old one is no longer payable.
      const english = await post(`/store/carts/${cartId}/card-payment`, { locale: "en" })
      expect(english.status).toBe(200)
      expect(english.data.card_payment.checkout_session_id).not.toBe([...sessions][0])
    })

    it("two carts made at once with one new e-mail both succeed, for one guest customer", async () => {
      const { data } = await get("/store/regions")
      const region = data.regions.find((r: any) => r.currency_code === "eur")
      for (const [round, lang] of [
        [1, "es"],
        [2, "en"],
        [3, "es"],
      ] as const) {
        const email = `nueva-${round}-${Date.now()}@example.com`
        const answers = await Promise.all(
          Array.from({ length: 3 }, () =>
            post("/store/carts", { region_id: region.id, email }, { "accept-language": lang }),
          ),
        )
        answers.forEach(expectClearAnswer)
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
        expect(answers.every((a) => a.data.cart.email === email)).toBe(true)
        const customers = await sql(
          `SELECT id FROM customer WHERE email = ? AND deleted_at IS NULL`,
          [email],
        )
        expect(customers).toHaveLength(1)
      }
    })

    it("two carts given one new e-mail at once (checkout in two tabs) both take it, for one guest customer", async () => {
      const [a, b] = [await newCart(""), await newCart("")]
      const email = `otra-${Date.now()}@example.com`
      const answers = await Promise.all([a, b].map((id) => post(`/store/carts/${id}`, { email })))
      answers.forEach(expectClearAnswer)
      expect(answers.map((x) => x.status)).toEqual([200, 200])
      expect(
        await sql(`SELECT id FROM customer WHERE email = ? AND deleted_at IS NULL`, [email]),
      ).toHaveLength(1)
    })

    it("a booking removed while its cart completes: one clear 409 naming it, never a form error", async () => {
      for (const lang of LOCALES) {
        for (let round = 0; round < 3; round++) {
          const first = await cartWithBooking({ adult: 1 })
          const day = (
            await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(3)}`)
          ).data
          const second = await post(`/store/carts/${first.cartId}/bookings`, {
            slot_id: day.options[0].slots[0].id,
            travellers: { adult: 1 },
          })
          expect(second.status).toBe(201)
          await payLater(first.cartId)
          const extra = { "accept-language": lang }
          // At once, the removal a moment first, the completion a moment first.
          const later = (ms: number) => new Promise((r) => setTimeout(r, ms))
          const [completed, removed] = await Promise.all([
            later(round === 1 ? 60 : 0).then(() =>
              post(`/store/carts/${first.cartId}/complete-booking`, {}, extra),
            ),
            later(round === 2 ? 60 : 0).then(() =>
              del(`/store/carts/${first.cartId}/bookings/${second.data.hold.id}`, extra),
            ),
          ])
          expectClearAnswer(completed)
          expectClearAnswer(removed)
          if (removed.status === 200) {
            // Removed first: the order has only what was left, or the traveller is told the cart changed.
            if (completed.status === 200) {
              expect(completed.data.bookings).toHaveLength(1)
            } else {
              expect(completed.status).toBe(409)
              expect(completed.data.code).toBe("cart_changed_while_completing")
              expect(completed.data.message).toBe(
                lang === "es"
                  ? "Tu carrito ha cambiado mientras confirmabas la reserva. Revisa el carrito y vuelve a confirmar."
                  : "Your cart changed while you were confirming. Please review your cart and confirm again.",
              )
            }
          } else {
            // Completed first: the booking is sold, so it cannot be removed from a cart.
            expect(completed.status).toBe(200)
            expect(completed.data.bookings).toHaveLength(2)
            expect(removed.status).toBe(409)
            expect(removed.data.code).toBe("cart_completed")
            expect(removed.data.message).toBe(
              lang === "es"
                ? "Este carrito ya se convirtió en un pedido. Empieza una nueva reserva."
                : "This cart has already become an order. Please start a new booking.",
            )
          }
          expect(await orphanHolds(first.cartId)).toEqual([])
        }
      }
    })

    it("a currency switch during a combo add never leaves seats held without their lines", async () => {
      await seedCombos(
        container,
        [
          {
            handle: "dunas-y-safari",
            city: "riyadh",
            parts: [SKELETON_EXPERIENCE.handle, DESERT_SAFARI.handle],
            discount_percent: 15,
          },
        ],
        [SKELETON_EXPERIENCE, DESERT_SAFARI],
      )
      const comboId = (await get("/store/combos")).data.combos[0].id
      const slotOf = async (handle: string) =>
        (
          await get(`/store/experiences/${handle}/availability/${dayFromToday(2)}`)
        ).data.options.find((o: any) => o.code === "shared").slots[0].id as string
      const body = {
        combo_id: comboId,
        parts: [
          { date: dayFromToday(2), slot_id: await slotOf(SKELETON_EXPERIENCE.handle) },
          { date: dayFromToday(2), slot_id: await slotOf(DESERT_SAFARI.handle) },
        ],
        travellers: { adult: 2 },
      }
      const usd = (await get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "usd",
      )
      for (let round = 0; round < 4; round++) {
        const lang = round % 2 ? "en" : "es"
        const cartId = await newCart()
        const extra = { "accept-language": lang }
        // The switch is sent a moment after the add, as a traveller changing currency while it answers.
        const [added, switched] = await Promise.all([
          post(`/store/carts/${cartId}/combos`, body, extra),
          new Promise((r) => setTimeout(r, round * 15)).then(() =>
            post(`/store/carts/${cartId}`, { region_id: usd.id }, extra),
          ),
        ])
        expectClearAnswer(added)
        expectClearAnswer(switched)
        if (switched.status !== 200) {
          expect(switched.status).toBe(400)
          expect(switched.data.code).toBe("combo_region_locked")
        }
        expect(await orphanHolds(cartId)).toEqual([])
        const cart = (await get(`/store/carts/${cartId}`)).data.cart
        const held = await sql(
          `SELECT coalesce(sum(seats), 0)::int AS seats FROM hold WHERE cart_id = ? AND status = 'active'`,
          [cartId],
        )
        // 2 travellers on each of 2 parts: 4 seats with their 2 lines, or nothing at all.
        expect(held[0].seats).toBe(cart.items.length ? 4 : 0)
      }
    })

    it("a per-booking extra listed twice is refused (es and en), not billed twice", async () => {
      const cartId = await newCart()
      const day = (
        await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`)
      ).data
      const slotId = day.options[0].slots[0].id
      const twice = {
        slot_id: slotId,
        travellers: { adult: 2 },
        extras: [{ code: "photos" }, { code: "photos" }],
      }
      const es = await post(`/store/carts/${cartId}/bookings`, twice)
      expect(es.status).toBe(400)
      expect(es.data).toMatchObject({
        code: "extra_repeated",
        params: { code: "photos" },
        message:
          "El extra «photos» aparece más de una vez. Indícalo una sola vez, con la cantidad que quieras.",
      })
      const en = await post(`/store/carts/${cartId}/bookings`, twice, { "accept-language": "en" })
      expect(en.data.message).toBe(
        'The extra "photos" is listed more than once. List it once, with the quantity you want.',
      )
      expect((await get(`/store/carts/${cartId}`)).data.cart.items).toEqual([])
      expect(
        await sql(`SELECT id FROM hold WHERE cart_id = ? AND status = 'active'`, [cartId]),
      ).toEqual([])

      // The same on a change of the booking, and once listed it is billed once.
      const added = await post(`/store/carts/${cartId}/bookings`, {
        ...twice,
        extras: [{ code: "photos" }],
      })
      expect(added.status).toBe(201)
      const photos = added.data.cart.items.filter((i: any) => i.metadata?.extra === "photos")
      expect(photos.map((i: any) => i.quantity)).toEqual([1])
      const changed = await post(`/store/carts/${cartId}/bookings/${added.data.hold.id}`, {
        travellers: { adult: 2 },
        extras: [{ code: "dinner", quantity: 2 }, { code: "dinner" }],
      })
      expect(changed.status).toBe(400)
      expect(changed.data.code).toBe("extra_repeated")
    })
  },
})

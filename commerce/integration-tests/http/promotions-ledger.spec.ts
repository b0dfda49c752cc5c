import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { PROMO_CODES } from "../../src/scripts/seed/promotions"
import { signInAdmin } from "../desk-world"
import { seedFixtures, storeApi } from "../fixtures"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"
import { startMailSink, type MailSink } from "../mail-sink"
import { euros, promotionSteps } from "./promotions-ledger-helpers"

jest.setTimeout(180_000)
useStripeDoubleEnv()

// A real SMTP server, started before the runner boots Medusa, so the order e-mails can be read.
let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

/**
 * One price: what the cart shows is what Stripe charges and what the order
 * says, under one promotion policy (one code per cart, case-insensitive,
 * minimum spend before discounts, a floor no public code goes below, usage
 * limits per code and per e-mail). Issue 24, points 1 and 2.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const store = storeApi(api, () => headers)
    const { get, post, payLater } = store
    const { mailText, book, applyCode, cartOf, payByCard, setAdultPrice } = promotionSteps({
      store,
      container: () => container,
      double: () => double,
      sink: () => sink,
    })

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
      sink.clear()
      await double.control("reset")
      await double.control("webhook", { url: `${api.defaults.baseURL}/hooks/stripe`, mode: "hold" })
    })

    it("two codes: the second is refused saying why; the total shown is what Stripe charges and what the order says", async () => {
      const { cartId, cart } = await book({ adult: 3, child: 1 }, { extras: [{ code: "photos" }] })
      const before = cart.total
      expect(before).toBeGreaterThan(150)

      const first = await applyCode(cartId, PROMO_CODES.percent)
      expect(first.status).toBe(200)
      const second = await applyCode(cartId, PROMO_CODES.minimumSpend)
      expect(second.status).toBe(400)
      expect(second.data).toMatchObject({
        code: "promo_one_per_cart",
        message: `Solo se puede usar un código por reserva. Quita ${PROMO_CODES.percent} para usar ${PROMO_CODES.minimumSpend}.`,
      })
      const english = await applyCode(cartId, PROMO_CODES.minimumSpend, "en")
      expect(english.data.message).toBe(
        `Only one code can be used per booking. Remove ${PROMO_CODES.percent} to use ${PROMO_CODES.minimumSpend}.`,
      )

      const shown = await cartOf(cartId)
      expect(shown.promotions.map((p: any) => p.code)).toEqual([PROMO_CODES.percent])
      expect(shown.total).toBe(Math.round(before * 90) / 100)
      // The cart's lines add up: subtotal before discounts, minus the discount, is the total.
      expect(shown.original_item_total).toBe(before)
      expect(Math.round((shown.original_item_total - shown.discount_total) * 100) / 100).toBe(
        shown.total,
      )
      const { charged, order } = await payByCard(cartId)
      expect(charged).toBe(shown.total)
      expect(order.total).toBe(shown.total)
      expect(await mailText("viajera@example.com")).toContain(euros(shown.total))
    })

    it("a minimum spend is measured before discounts, so a code that met it still applies when the card is charged", async () => {
      const { cartId } = await book({ adult: 4 }) // 180 EUR, GRUPO20 asks 150
      const applied = await applyCode(cartId, PROMO_CODES.minimumSpend)
      expect(applied.data.cart.total).toBe(144)
      // The checkout form sets the e-mail: Medusa refreshes the cart's promotions then.
      const updated = await post(`/store/carts/${cartId}`, { email: "viajera@example.com" })
      expect(updated.data.cart.total).toBe(144)
      const { charged, order } = await payByCard(cartId)
      expect(charged).toBe(144)
      expect(order.total).toBe(144)
    })

    it("a code typed in lower case applies like the upper-case one", async () => {
      const { cartId } = await book({ adult: 2 })
      const applied = await applyCode(cartId, ` ${PROMO_CODES.percent.toLowerCase()} `)
      expect(applied.status).toBe(200)
      expect(applied.data.cart.total).toBe(81)
      expect(applied.data.cart.promotions.map((p: any) => p.code)).toEqual([PROMO_CODES.percent])
      expect((await applyCode(cartId, PROMO_CODES.percent.toLowerCase())).status).toBe(200)
    })

    it("a code an admin creates in lower case is stored in upper case and applies whatever the case typed", async () => {
      const admin = { headers: await signInAdmin(api, container) }
      const created = await api.post(
        "/admin/promotions",
        {
          code: "otono5",
          type: "standard",
          status: "active",
          application_method: {
            type: "percentage",
            target_type: "order",
            allocation: "across",
            value: 5,
          },
        },
        admin,
      )
      expect(created.data.promotion.code).toBe("OTONO5")
      const { cartId } = await book({ adult: 2 })
      const applied = await applyCode(cartId, "Otono5")
      expect(applied.status).toBe(200)
      expect(applied.data.cart.total).toBe(85.5)
    })

    it("shrinking a booking keeps a code that still applies", async () => {
      const { cartId, holdId } = await book({ adult: 2 })
      await applyCode(cartId, PROMO_CODES.percent)
      const shrunk = await post(`/store/carts/${cartId}/bookings/${holdId}`, {
        travellers: { adult: 1 },
      })
      expect(shrunk.status).toBe(200)
      expect(shrunk.data.cart.promotions.map((p: any) => p.code)).toEqual([PROMO_CODES.percent])
      expect(shrunk.data.cart.total).toBe(40.5)
      expect(shrunk.data.cart.promo_removed).toEqual([])
    })

    it("shrinking below a code's minimum removes it with a message the cart shows before paying", async () => {
      const { cartId, holdId } = await book({ adult: 4 })
      await applyCode(cartId, PROMO_CODES.minimumSpend)
      const shrunk = await post(`/store/carts/${cartId}/bookings/${holdId}`, {
        travellers: { adult: 3 },
      })
      expect(shrunk.status).toBe(200)
      expect(shrunk.data.cart.promotions).toEqual([])
      expect(shrunk.data.cart.total).toBe(135)
      const removed = [
        {
          code: PROMO_CODES.minimumSpend,
          reason: "promo_minimum_spend",
          message: "Este código requiere un importe mínimo de 150,00\u00a0€.",
        },
      ]
      expect(shrunk.data.cart.promo_removed).toEqual(removed)
      const check = await get(`/store/carts/${cartId}/check`, { "accept-language": "en" })
      expect(check.data.check.promo_removed).toEqual([
        {
          code: PROMO_CODES.minimumSpend,
          reason: "promo_minimum_spend",
          message: "This code needs a minimum spend of €150.00.",
        },
      ])
      const { charged, order } = await payByCard(cartId)
      expect(charged).toBe(135)
      expect(order.total).toBe(135)
    })

    it("DUNAS15 cannot make a cheap ticket free: refused on it, and removed when a booking shrinks to it (card and pay later)", async () => {
      await setAdultPrice(12)
      const cheap = await book({ adult: 1 })
      expect(cheap.cart.total).toBe(12)
      const refused = await applyCode(cheap.cartId, PROMO_CODES.fixedEur)
      expect(refused.status).toBe(400)
      expect(refused.data).toMatchObject({
        code: "promo_minimum_spend",
        message: "Este código requiere un importe mínimo de 30,00\u00a0€.",
      })
      expect((await cartOf(cheap.cartId)).total).toBe(12)
      expect((await payByCard(cheap.cartId)).charged).toBe(12)

      const big = await book({ adult: 3 }, { email: "otra@example.com" })
      expect((await applyCode(big.cartId, PROMO_CODES.fixedEur)).data.cart.total).toBe(21)
      const shrunk = await post(`/store/carts/${big.cartId}/bookings/${big.holdId}`, {
        travellers: { adult: 1 },
      })
      expect(shrunk.data.cart).toMatchObject({ total: 12, promotions: [] })
      expect(shrunk.data.cart.promo_removed.map((r: any) => r.code)).toEqual([PROMO_CODES.fixedEur])
      await payLater(big.cartId)
      const placed = await post(`/store/carts/${big.cartId}/complete-booking`)
      expect(placed.status).toBe(200)
      expect(placed.data.order.total).toBe(12)
      const mail = await mailText("otra@example.com")
      expect(mail).toContain(euros(12))
      expect(mail).not.toContain(euros(0))
    })

    it("usage limits: a welcome code once per e-mail, and a code used up is refused", async () => {
      const first = await book({ adult: 2 }, { email: "Repite@Example.com" })
      await applyCode(first.cartId, PROMO_CODES.percent)
      await payLater(first.cartId)
      expect((await post(`/store/carts/${first.cartId}/complete-booking`)).data.order.total).toBe(
        81,
      )

      const again = await book({ adult: 2 }, { email: "repite@example.com" })
      const refused = await applyCode(again.cartId, PROMO_CODES.percent)
      expect(refused.status).toBe(400)
      expect(refused.data).toMatchObject({
        code: "promo_already_used",
        message: "Ya has usado este código.",
      })

      const promotions = container.resolve(Modules.PROMOTION)
      const [grupo] = await promotions.listPromotions({ code: PROMO_CODES.minimumSpend })
      await promotions.updatePromotions({ id: grupo.id, limit: 1, used: 1 } as any)
      const other = await book({ adult: 4 }, { email: "nueva@example.com" })
      const usedUp = await applyCode(other.cartId, PROMO_CODES.minimumSpend, "en")
      expect(usedUp.status).toBe(400)
      expect(usedUp.data).toMatchObject({
        code: "promo_used_up",
        message: "This code has reached its usage limit.",
      })
      expect((await cartOf(other.cartId)).total).toBe(180)
    })

    it("a code that stopped applying before paying is removed and the payment is refused until the traveller sees the new total", async () => {
      const { cartId } = await book({ adult: 2 })
      await applyCode(cartId, PROMO_CODES.percent)
      const promotions = container.resolve(Modules.PROMOTION)
      const [percent] = await promotions.listPromotions({ code: PROMO_CODES.percent })
      await promotions.updatePromotions({ id: percent.id, status: "inactive" } as any)
      const started = await post(`/store/carts/${cartId}/card-payment`, {})
      expect(started.status).toBe(409)
      expect(started.data).toMatchObject({ code: "promo_removed" })
      const check = await get(`/store/carts/${cartId}/check`)
      expect(check.data.check.promo_removed).toEqual([
        { code: PROMO_CODES.percent, reason: "promo_expired", message: "Este código ha caducado." },
      ])
      expect((await cartOf(cartId)).total).toBe(90)
      const { charged } = await payByCard(cartId)
      expect(charged).toBe(90)
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { LOCALES, type Locale } from "../../src/lib/i18n/messages"
import { seedCatalogueNames } from "../../src/scripts/seed/catalogue-names"
import { DESERT_SAFARI, dayFromToday, seedFixtures, storeApi } from "../fixtures"
import { useMailSink } from "../desk-world"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(180_000)
useStripeDoubleEnv()
process.env.STOREFRONT_URL = "http://localhost:4321"

/** Every catalogue name a safari order shows, per language (the fixtures' `{ es, en }` names). */
const NAMES = {
  es: [
    "Safari por las dunas rojas",
    "Grupo compartido",
    "Cena bajo las estrellas",
    "Diriyah, puerta sur",
  ],
  en: ["Red dunes safari", "Shared group tour", "Dinner under the stars", "Diriyah, south gate"],
} as const

const sink = useMailSink()

/**
 * Issue 27.1: the names of what was bought (experience, option, pickup point,
 * extras) are the order's language on every document of the order: the
 * order API, the confirmation e-mail, the voucher and the card payment page.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const { get, post, payLater } = storeApi(api, () => headers)

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
      sink().clear()
      await double.control("reset")
    })

    /** A cart made in `made`, with a safari booking (2 adults, dinner, the Diriyah pickup), then checked out in `checkout`. */
    async function bookedCart(email: string, made: Locale, checkout = made) {
      const region = (await get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "eur",
      )
      const cartId = (
        await post("/store/carts", { region_id: region.id, email }, { "x-medusa-locale": made })
      ).data.cart.id
      const day = (
        await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(4)}`)
      ).data
      const added = await post(
        `/store/carts/${cartId}/bookings`,
        {
          slot_id: day.options[0].slots[1].id,
          travellers: { adult: 2 },
          extras: [{ code: "dinner" }],
          pickup_point_id: "diriyah-gate",
        },
        { "x-medusa-locale": made },
      )
      expect(added.status).toBe(201)
      // The checkout page names its language when it saves the traveller's details.
      await post(`/store/carts/${cartId}`, { email }, { "x-medusa-locale": checkout })
      return cartId as string
    }

    async function placePayLater(cartId: string, locale: Locale) {
      await payLater(cartId)
      const done = await post(
        `/store/carts/${cartId}/complete-booking`,
        {},
        { "x-medusa-locale": locale },
      )
      expect(done.status).toBe(200)
      return { orderId: done.data.order.id as string, token: done.data.order_token as string }
    }

    /** The texts a traveller reads about an order: the order API's lines, the e-mail and the voucher. */
    async function documents(email: string, orderId: string, token: string, locale: Locale) {
      const order = await get(
        `/store/orders/${orderId}?fields=id,items.title,items.product_title,items.variant_title,items.metadata`,
        { "x-order-token": token },
      )
      expect(order.status).toBe(200)
      const [mail] = await sink().waitFor(email)
      const link = mail.text!.match(/\/voucher\/([\w-]+\.[\w-]+)/)![1]
      // The voucher page in the order's language (in the other one it names everything in that
      // one: one-language.spec.ts).
      const voucher = await get(`/store/vouchers/${link}`, { "x-medusa-locale": locale })
      expect(voucher.status).toBe(200)
      return {
        lines: order.data.order.items as any[],
        mail: mail.text!,
        voucher: voucher.data.voucher,
      }
    }

    function expectNames(text: string, locale: Locale) {
      const other = locale === "en" ? "es" : "en"
      for (const name of NAMES[locale]) expect(text).toContain(name)
      for (const name of NAMES[other]) expect(text).not.toContain(name)
    }

    it("an order placed in English names everything in English: order lines, e-mail, voucher", async () => {
      const cartId = await bookedCart("sam@example.com", "en")
      const { orderId, token } = await placePayLater(cartId, "en")
      const { lines, mail, voucher } = await documents("sam@example.com", orderId, token, "en")

      for (const line of lines) {
        expect(line.product_title).toBe("Red dunes safari")
        expect(line.title).toBe("Red dunes safari")
        expect(line.variant_title).toMatch(/^Shared group tour · /)
        expect(line.metadata.names).toMatchObject({
          locale: "en",
          experience: "Red dunes safari",
          option: "Shared group tour",
          pickup: "Diriyah, south gate",
        })
      }
      expect(lines.find((l) => l.metadata.band === "adult").variant_title).toBe(
        "Shared group tour · Adult",
      )
      expect(lines.find((l) => l.metadata.extra === "dinner").variant_title).toBe(
        "Shared group tour · Dinner under the stars",
      )
      expectNames(
        JSON.stringify(
          lines.map((l) => [l.title, l.product_title, l.variant_title, l.metadata.names]),
        ),
        "en",
      )

      expectNames(mail, "en")
      expect(voucher).toMatchObject({
        experience: "Red dunes safari",
        option: "Shared group tour",
        pickup: { name: "Diriyah, south gate" },
        extras: ["Dinner under the stars"],
      })
      expectNames(JSON.stringify(voucher), "en")
    })

    it("an order placed in Spanish names everything in Spanish", async () => {
      const cartId = await bookedCart("lucia@example.com", "es")
      const { orderId, token } = await placePayLater(cartId, "es")
      const { lines, mail, voucher } = await documents("lucia@example.com", orderId, token, "es")
      expect(lines.find((l) => l.metadata.band === "adult").variant_title).toBe(
        "Grupo compartido · Adulto",
      )
      expectNames(
        JSON.stringify(
          lines.map((l) => [l.title, l.product_title, l.variant_title, l.metadata.names]),
        ),
        "es",
      )
      expectNames(mail, "es")
      expect(voucher).toMatchObject({
        experience: "Safari por las dunas rojas",
        pickup: { name: "Diriyah, puerta sur" },
      })
      expectNames(JSON.stringify(voucher), "es")
    })

    it("a cart filled in Spanish and checked out in English is placed in English", async () => {
      const cartId = await bookedCart("switch@example.com", "es", "en")
      const { orderId, token } = await placePayLater(cartId, "en")
      const { lines, mail, voucher } = await documents("switch@example.com", orderId, token, "en")
      expectNames(
        JSON.stringify(
          lines.map((l) => [l.title, l.product_title, l.variant_title, l.metadata.names]),
        ),
        "en",
      )
      expectNames(mail, "en")
      expectNames(JSON.stringify(voucher), "en")
    })

    it("the card payment page names the booking in the checkout's language", async () => {
      for (const locale of LOCALES) {
        const cartId = await bookedCart(
          `card-${locale}@example.com`,
          locale === "en" ? "es" : "en",
          locale,
        )
        const started = await post(
          `/store/carts/${cartId}/card-payment`,
          { locale },
          { "x-medusa-locale": locale },
        )
        expect(started.status).toBe(200)
        const session = await double.stripe.checkout.sessions.retrieve(
          started.data.card_payment.checkout_session_id,
          {
            expand: ["line_items"],
          },
        )
        const [line] = session.line_items!.data
        expect(line.description).toBe(
          locale === "en"
            ? "Red dunes safari (Shared group tour · Adult ×2, Shared group tour · Dinner under the stars ×2)"
            : "Safari por las dunas rojas (Grupo compartido · Adulto ×2, Grupo compartido · Cena bajo las estrellas ×2)",
        )
      }
    })

    it("the picker names pickup points in the page's language", async () => {
      for (const locale of LOCALES) {
        const day = (
          await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(4)}`, {
            "x-medusa-locale": locale,
          })
        ).data
        const names = [
          ...day.pickup_points.map((p: any) => p.name),
          ...day.options[0].slots[0].pickup_points.map((p: any) => p.name),
        ]
        expect(names).toContain(locale === "en" ? "Diriyah, south gate" : "Diriyah, puerta sur")
        expect(names).not.toContain(locale === "en" ? "Diriyah, puerta sur" : "Diriyah, south gate")
      }
    })
    it("the seed gives a catalogue seeded before names had two languages its English names, once", async () => {
      const products = container.resolve(Modules.PRODUCT)
      const booking = container.resolve(BOOKING_MODULE) as BookingModuleService
      const [product] = await products.listProducts(
        { handle: DESERT_SAFARI.handle },
        { select: ["id", "metadata"] },
      )
      const [experience] = await booking.listExperiences({ handle: DESERT_SAFARI.handle })
      // As an older seed wrote them: no English title, pickup points named by one Spanish string.
      // (Medusa merges metadata: an empty value deletes the key.)
      await products.upsertProducts([{ id: product.id, metadata: { title_en: "" } }])
      await booking.updateExperiences({
        id: experience.id,
        pickup_points: {
          items: DESERT_SAFARI.pickup_points.map((p) => ({ ...p, name: p.name.es })),
        },
      })
      expect(await seedCatalogueNames(container, [DESERT_SAFARI])).toEqual({ titled: 1, named: 1 })
      expect(await seedCatalogueNames(container, [DESERT_SAFARI])).toEqual({ titled: 0, named: 0 })

      const cartId = await bookedCart("old@example.com", "en")
      const { orderId, token } = await placePayLater(cartId, "en")
      const { lines, mail, voucher } = await documents("old@example.com", orderId, token, "en")
      expectNames(
        JSON.stringify(
          lines.map((l) => [l.title, l.product_title, l.variant_title, l.metadata.names]),
        ),
        "en",
      )
      expectNames(mail, "en")
      expectNames(JSON.stringify(voucher), "en")
    })
    it("documents made after a sale keep the names it was sold under: a renamed experience, the cancellation e-mail", async () => {
      const cartId = await bookedCart("renamed@example.com", "en")
      const { orderId, token } = await placePayLater(cartId, "en")
      const products = container.resolve(Modules.PRODUCT)
      const [product] = await products.listProducts(
        { handle: DESERT_SAFARI.handle },
        { select: ["id"] },
      )
      await products.upsertProducts([{ id: product.id, metadata: { title_en: "Renamed safari" } }])

      const { voucher } = await documents("renamed@example.com", orderId, token, "en")
      expect(voucher.experience).toBe("Red dunes safari")
      const link = voucher.link.split("/voucher/")[1]
      expect((await post(`/store/vouchers/${link}/cancel`)).status).toBe(200)
      const mails = await sink().waitFor("renamed@example.com", 2)
      const cancelled = mails.find((m) => /^Booking cancelled/.test(m.subject ?? ""))!
      expect(cancelled.text).toContain("Red dunes safari")
      expect(cancelled.text).not.toMatch(/Renamed safari|Safari por las dunas rojas/)
    })
  },
})

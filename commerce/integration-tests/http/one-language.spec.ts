import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { LOCALES, type Locale } from "../../src/lib/i18n/messages"
import { signId } from "../../src/lib/signed-token"
import { DESERT_SAFARI, dayFromToday } from "../fixtures"
import { STRIPE_TEST, useStripeDoubleEnv } from "../stripe-double"
import { useDeskWorld, useMailSink } from "../desk-world"

jest.setTimeout(240_000)
useStripeDoubleEnv()
const sink = useMailSink()

/** Every name a safari booking's screens show, per language: experience, option, extra, pickup, meeting point, what to bring. */
const NAMES = {
  es: [
    "Safari por las dunas rojas",
    "Grupo compartido",
    "Cena bajo las estrellas",
    "Diriyah, puerta sur",
    "Puerta del campamento",
    "Linterna frontal",
  ],
  en: [
    "Red dunes safari",
    "Shared group tour",
    "Dinner under the stars",
    "Diriyah, south gate",
    "Camp gate",
    "Head torch",
  ],
} as const

const other = (locale: Locale): Locale => (locale === "en" ? "es" : "en")

/** `text` names everything in `locale` and nothing in the other language (the first `count` names: what a screen shows). */
function expectOneLanguage(text: string, locale: Locale, count: number = NAMES.es.length) {
  for (const name of NAMES[locale].slice(0, count)) expect(text).toContain(name)
  for (const name of NAMES[other(locale)]) expect(text).not.toContain(name)
}

/**
 * One screen, one language (issue 27 re-walked): the desk's booking page names
 * everything in the admin's language, and the voucher page everything in the
 * page's, whatever language the order was placed in.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: (runner) => {
    const world = useDeskWorld(runner, { sink })
    const { store, container, booking, adminGet } = world

    /** The safari's meeting point and what to bring, in both languages. */
    async function nameTheRest() {
      const [experience] = await booking().listExperiences({ handle: DESERT_SAFARI.handle })
      await booking().updateExperiences({
        id: experience.id,
        meeting_point: {
          name: { es: "Puerta del campamento", en: "Camp gate" },
          address: "Km 12",
        },
      })
      const products = container().resolve(Modules.PRODUCT)
      const [product] = await products.listProducts(
        { handle: DESERT_SAFARI.handle },
        { select: ["id"] },
      )
      await products.upsertProducts([
        {
          id: product.id,
          metadata: { what_to_bring: { es: ["Linterna frontal"], en: ["Head torch"] } },
        },
      ])
    }

    /** A pay-later order placed in `locale`: the safari, 2 adults, dinner, the Diriyah pickup. */
    async function orderIn(locale: Locale, email: string) {
      const lang = { "x-medusa-locale": locale }
      const region = (await store.get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "eur",
      )
      const cartId = (await store.post("/store/carts", { region_id: region.id, email }, lang)).data
        .cart.id
      const day = (
        await store.get(
          `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(4)}`,
        )
      ).data
      const added = await store.post(
        `/store/carts/${cartId}/bookings`,
        {
          slot_id: day.options[0].slots[1].id,
          travellers: { adult: 2 },
          extras: [{ code: "dinner" }],
          pickup_point_id: "diriyah-gate",
        },
        lang,
      )
      expect(added.status).toBe(201)
      await store.post(
        `/store/carts/${cartId}`,
        { email, billing_address: { first_name: "Ana", last_name: "Ruiz" } },
        lang,
      )
      await store.payLater(cartId)
      const done = await store.post(`/store/carts/${cartId}/complete-booking`, {}, lang)
      expect(done.status).toBe(200)
      const [row] = await booking().listBookings({ order_id: done.data.order.id })
      return row.id as string
    }

    it("the desk's booking page names everything in the admin's language, whatever the order's", async () => {
      await nameTheRest()
      for (const ordered of LOCALES) {
        const bookingId = await orderIn(ordered, `desk-${ordered}@example.com`)
        for (const admin of LOCALES) {
          const page = await adminGet(`/admin/bookings/${bookingId}`, admin)
          expect(page.status).toBe(200)
          const { order, voucher_url: _url, ...shown } = page.data.booking
          expect(order.locale).toBe(ordered)
          expect([ordered, admin, shown.extras]).toEqual([
            ordered,
            admin,
            [admin === "en" ? "Dinner under the stars" : "Cena bajo las estrellas"],
          ])
          // What to bring is the voucher page's, not the desk's.
          expectOneLanguage(JSON.stringify(shown), admin, NAMES.es.length - 1)
        }
      }
    })

    it("the voucher page names everything in the page's language, whatever the order's", async () => {
      await nameTheRest()
      for (const ordered of LOCALES) {
        const bookingId = await orderIn(ordered, `voucher-${ordered}@example.com`)
        for (const page of LOCALES) {
          const answer = await store.get(`/store/vouchers/${signId("voucher", bookingId)}`, {
            "x-medusa-locale": page,
          })
          expect(answer.status).toBe(200)
          const { qr_svg: _qr, link: _link, ...voucher } = answer.data.voucher
          expect([ordered, page, voucher.what_to_bring]).toEqual([
            ordered,
            page,
            [page === "en" ? "Head torch" : "Linterna frontal"],
          ])
          expectOneLanguage(JSON.stringify(voucher), page)
        }
      }
    })
  },
})

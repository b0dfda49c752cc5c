import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { formatMoney } from "../../src/modules/notification-smtp/templates/copy"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { signId } from "../../src/lib/signed-token"
import { localTime, zoneLabel } from "../../src/lib/local-time"
import { DESERT_SAFARI, dayFromToday, seedFixtures, send, storeApi, waitFor } from "../fixtures"
import { assertOrderInvariants } from "../invariants"
import { startMailSink, type MailSink } from "../mail-sink"
import { cardOrders, comboOrder } from "./traveller-orders"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(240_000)
useStripeDoubleEnv()
process.env.SMTP_RETRY_DELAYS = "200"

/** The safari's catalogue names a Spanish order shows and an English one must not. */
const SPANISH = ["Safari por las dunas rojas", "Grupo compartido", "Diriyah, puerta sur"]

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

/**
 * Issue 27, re-walked on the server's documents with cases the first tests
 * did not try: an English order changed and cancelled by a Spanish admin,
 * and the e-mails' totals beside the ledger.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let admin: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const store = storeApi(api, () => headers)
    const booking = () => container.resolve(BOOKING_MODULE) as BookingModuleService
    // The shop admin works in Spanish throughout.
    const as = { headers: () => ({ ...admin, "accept-language": "es" }) }
    const adminGet = (url: string) => send(api.get(url, { headers: as.headers() }))
    const adminPost = (url: string, body: object = {}) =>
      send(api.post(url, body, { headers: as.headers() }))

    async function sql(text: string, bindings: any[] = []) {
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      return (await pg.raw(text, bindings)).rows as Record<string, any>[]
    }
    const day = async (offset: number) =>
      (
        await store.get(
          `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`,
        )
      ).data
    const mailTo = (to: string, subject: RegExp) =>
      waitFor(async () =>
        (await sink.waitFor(to, 1, 500)).find((m) => subject.test(m.subject ?? "")),
      )
    const voucherOf = async (bookingId: string, locale = "en") =>
      (
        await store.get(`/store/vouchers/${signId("voucher", bookingId)}`, {
          "x-medusa-locale": locale,
        })
      ).data.voucher
    async function orderTotal(orderId: string) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: ["total", "items.title", "items.product_title", "items.variant_title"],
        filters: { id: orderId },
      })
      return data[0] as any
    }

    const cardOrder = cardOrders({
      store,
      control: (path, body) => double.control(path, body),
      sql,
      booking,
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
      await double.control("reset")
      await double.control("webhook", {
        url: `${api.defaults.baseURL}/hooks/stripe`,
        mode: "immediate",
      })
      await ensureAdminUser(container, "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { authorization: `Bearer ${login.data.token}` }
      sink.clear()
    })
    afterEach(async () => {
      await assertOrderInvariants((text) => sql(text))
    })

    it("a desk change to another pickup point, adding an extra: the e-mail and the voucher name the new point and the extra in the order's language, the manifest in the admin's, at its own offset", async () => {
      const { orderId, bookingId } = await cardOrder("pickup-change@example.com")
      const changed = await adminPost(`/admin/bookings/${bookingId}/change`, {
        pickup_point_id: "diriyah-gate",
        extras: [{ code: "dinner" }],
      })
      expect(changed.status).toBe(200)
      const mail = await mailTo("pickup-change@example.com", /has changed/)
      const [row] = await booking().listBookings({ id: bookingId }, { relations: ["slot"] })
      // Diriyah collects 30 minutes before the start.
      const at = localTime(
        new Date(new Date(row.slot.starts_at).getTime() - 30 * 60_000),
        row.slot.timezone,
      )
      expect(mail.text).toContain(`Diriyah, south gate, Diriyah, Riad (at ${at})`)
      expect(mail.text).not.toContain("Kingdom Centre")
      expect(mail.text).toContain("Dinner under the stars")
      const voucher = await voucherOf(bookingId)
      expect(voucher.pickup).toMatchObject({ name: "Diriyah, south gate", time: at })
      expect(voucher.extras).toEqual(["Dinner under the stars"])
      // Medusa's order page: the extra's new line is titled like the sale's lines.
      const titles = (await orderTotal(orderId)).items.map((i: any) => i.variant_title)
      expect(titles).toContain("Shared group tour · Dinner under the stars")
      // The desk's day manifest names the point in the admin's language, at the same time.
      for (const [language, name] of [
        ["en", "Diriyah, south gate"],
        ["es", "Diriyah, puerta sur"],
      ]) {
        const manifest = await send(
          api.get(`/admin/manifest?date=${row.slot.local_date}`, {
            headers: { ...admin, "accept-language": language },
          }),
        )
        const entry = manifest.data.bookings.find((e: any) => e.booking_id === bookingId)
        expect(entry.pickup).toMatchObject({ name, time: at })
        // The zone as the server names it: admin screens convert no zone in the browser.
        expect(entry.zone_label).toBe(zoneLabel(row.slot.timezone, row.slot.starts_at))
      }
    })

    it("a goodwill refund, then a desk change: the change e-mail's order total is what the ledger holds (credit lines counted)", async () => {
      const { orderId, bookingId } = await cardOrder("goodwill-change@example.com")
      const [payment] = await sql(
        `SELECT p.id FROM order_payment_collection opc
           JOIN payment p ON p.payment_collection_id = opc.payment_collection_id AND p.deleted_at IS NULL
          WHERE opc.order_id = ? AND p.captured_at IS NOT NULL`,
        [orderId],
      )
      const reasons = (await adminGet(`/admin/refund-reasons?limit=50`)).data.refund_reasons
      const reason = reasons.find((r: any) => r.code === "goodwill").id
      const refunded = await adminPost(`/admin/payments/${payment.id}/refund`, {
        amount: 10,
        refund_reason_id: reason,
      })
      expect(refunded.status).toBe(200)
      const other = (await day(4)).options[0].slots[0].id
      const changed = await adminPost(`/admin/bookings/${bookingId}/change`, { slot_id: other })
      expect(changed.status).toBe(200)
      const mail = await mailTo("goodwill-change@example.com", /has changed/)
      const total = Number((await orderTotal(orderId)).total)
      expect(mail.text).toContain(`Order total: ${formatMoney(total, "eur", "en")}`)
    })

    it("an English order cancelled in its fee period by its traveller: the penalty line, Medusa's order page and the e-mail keep the English names", async () => {
      const { orderId, bookingId } = await cardOrder("penalty-en@example.com", {
        offset: 1,
        pickup: "diriyah-gate",
      })
      const cancelled = await store.post(`/store/vouchers/${signId("voucher", bookingId)}/cancel`)
      expect(cancelled.status).toBe(200)
      const mail = await mailTo("penalty-en@example.com", /^Booking cancelled/)
      expect(mail.text).toContain("Red dunes safari")
      for (const name of SPANISH) expect(mail.text).not.toContain(name)
      const page = await adminGet(
        `/admin/orders/${orderId}?fields=id,items.title,items.product_title,items.variant_title,items.subtitle`,
      )
      expect(page.status).toBe(200)
      const titles = JSON.stringify(page.data.order.items)
      expect(titles).toContain("Cancellation penalty · Red dunes safari")
      for (const name of SPANISH) expect(titles).not.toContain(name)
    })

    it("an English custom-offer request: the e-mails acknowledging it and offering its price name the experience in English", async () => {
      const sent = await store.post(
        "/store/offer-requests",
        {
          handle: DESERT_SAFARI.handle,
          flexible: true,
          travellers: { adult: 2, child: 1, infant: 0 },
          currency: "EUR",
          languages: ["en"],
          message: "A private sunset departure, please.",
          name: "Sam",
          email: "offer-en@example.com",
          phone_country: "+44",
          phone_number: "7700 900123",
          elapsed_ms: 9000,
        },
        { "accept-language": "en" },
      )
      expect(sent.status).toBe(201)
      const received = await mailTo("offer-en@example.com", /./)
      const slotId = (await day(3)).options[0].slots[1].id
      // The shop admin (in Spanish) sends the offer.
      const offered = await adminPost(`/admin/offer-requests/${sent.data.offer_request.id}/offer`, {
        handle: DESERT_SAFARI.handle,
        slot_id: slotId,
        travellers: { adult: 2, child: 1 },
        amount: 150.01,
        currency_code: "EUR",
      })
      expect(offered.status).toBe(200)
      const offer = await waitFor(async () =>
        (await sink.waitFor("offer-en@example.com", 2, 500)).find((m) => m !== received),
      )
      for (const mail of [received, offer]) {
        expect(mail.text).toContain("Red dunes safari")
        for (const name of SPANISH) expect(mail.text).not.toContain(name)
      }
    })

    it("English orders cancelled by a Spanish admin (the desk, Medusa's Cancel order, a departure, a pay-later release): every e-mail names them in English", async () => {
      const desk = await cardOrder("desk-cancel-en@example.com", { pickup: "diriyah-gate" })
      const medusa = await cardOrder("medusa-cancel-en@example.com")
      const departure = await cardOrder("departure-en@example.com", { offset: 4 })
      const cancelled = await adminPost(`/admin/bookings/${desk.bookingId}/cancel`, {
        refund: "policy",
        reason: "Tormenta de arena",
      })
      expect(cancelled.status).toBe(200)
      expect((await adminPost(`/admin/orders/${medusa.orderId}/cancel`)).status).toBe(200)
      const [row] = await booking().listBookings(
        { id: departure.bookingId },
        { relations: ["slot"] },
      )
      const gone = await adminPost(`/admin/experiences/${DESERT_SAFARI.handle}/departures`, {
        date: row.slot.local_date,
        local_time: row.slot.local_time,
        message: "Lo sentimos mucho.",
      })
      expect(gone.status).toBe(200)
      // An unpaid pay-later order released from the pay-later follow-up.
      const lang = { "x-medusa-locale": "en" }
      const { cartId } = await store.cartWithBooking({ adult: 2 }, { offset: 3 })
      await store.post(`/store/carts/${cartId}`, { email: "release-en@example.com" }, lang)
      await store.payLater(cartId)
      const placed = await store.post(`/store/carts/${cartId}/complete-booking`, {}, lang)
      expect(placed.status).toBe(200)
      await sink.waitFor("release-en@example.com", 1)
      const released = await adminPost(`/admin/pay-later/${placed.data.order.id}/cancel`)
      expect(released.status).toBe(200)
      for (const [to, subject] of [
        ["desk-cancel-en@example.com", /^Booking cancelled/],
        ["medusa-cancel-en@example.com", /^Booking cancelled/],
        ["departure-en@example.com", /^Your departure was cancelled/],
        ["release-en@example.com", /^Booking cancelled/],
      ] as const) {
        const mail = await mailTo(to, subject)
        expect(mail.text).toContain("Red dunes safari")
        for (const name of SPANISH) expect(mail.text).not.toContain(name)
      }
    })

    it("an English combo order: its lines and e-mail name both experiences in English", async () => {
      const orderId = await comboOrder(store, container, "combo-en@example.com", "en")
      const [mail] = await sink.waitFor("combo-en@example.com", 1)
      const lines = JSON.stringify(
        (await orderTotal(orderId)).items.map((i: any) => [i.title, i.variant_title]),
      )
      for (const text of [mail.text!, lines]) {
        expect(text).toContain(SKELETON_EXPERIENCE.title_en)
        expect(text).toContain("Red dunes safari")
        for (const name of [SKELETON_EXPERIENCE.title, ...SPANISH]) expect(text).not.toContain(name)
      }
    })
  },
})

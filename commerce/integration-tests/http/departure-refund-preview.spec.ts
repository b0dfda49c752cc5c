import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { bookingReference } from "../../src/lib/signed-token"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"
import { startMailSink, type MailSink } from "../mail-sink"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(240_000)
useStripeDoubleEnv()
process.env.SMTP_RETRY_DELAYS = "200"

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

/**
 * The departure's preview says what each booking will really get back: a
 * goodwill refund given before (or another booking of the same order taken
 * first) leaves less than was paid, and the cancellation then refunds
 * exactly the figure the preview showed.
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
    const adminGet = (url: string) => send(api.get(url, { headers: admin }))
    const adminPost = (url: string, body: object = {}) =>
      send(api.post(url, body, { headers: admin }))
    const base = `/admin/experiences/${DESERT_SAFARI.handle}/departures`
    const day = dayFromToday(3)

    async function sql(text: string) {
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      return (await pg.raw(text)).rows as Record<string, unknown>[]
    }
    async function waitFor<T>(
      probe: () => Promise<T | null | undefined | false>,
      ms = 20_000,
    ): Promise<T> {
      const deadline = Date.now() + ms
      for (;;) {
        const value = await probe()
        if (value) return value
        if (Date.now() > deadline) throw new Error("Timed out waiting")
        await new Promise((r) => setTimeout(r, 200))
      }
    }
    async function payments(orderId: string) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: [
          "payment_collections.payments.id",
          "payment_collections.payments.captured_at",
          "payment_collections.payments.refunds.amount",
        ],
        filters: { id: orderId },
      })
      return (data[0].payment_collections ?? [])
        .flatMap((c: any) => c.payments ?? [])
        .filter((p: any) => p.captured_at) as { id: string; refunds?: { amount: unknown }[] }[]
    }
    const refundedAtStripe = async (intentId: string) =>
      (
        (await double.stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge"] }))
          .latest_charge as any
      )?.amount_refunded ?? 0

    /** A card order of 2 adults on each of `slots` (0: 06:00, 1: 15:30) of day 3, paid and settled. */
    async function cardOrder(email: string, slots: number[]) {
      const cartId = await store.newCart(email)
      const answer = (
        await store.get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${day}`)
      ).data
      for (const index of slots) {
        const added = await store.post(`/store/carts/${cartId}/bookings`, {
          slot_id: answer.options[0].slots[index].id,
          travellers: { adult: 2 },
        })
        expect(added.status).toBe(201)
      }
      await store.post(`/store/carts/${cartId}`, {
        billing_address: { first_name: "Marta", last_name: "Gil" },
      })
      const started = await store.post(`/store/carts/${cartId}/card-payment`, {})
      expect(started.status).toBe(200)
      const sessionId: string = started.data.card_payment.checkout_session_id
      expect(
        (await double.control(`sessions/${sessionId}/pay`, { card: "4242 4242 4242 4242" }))
          .outcome,
      ).toBe("succeeded")
      const orderId = await waitFor(async () => {
        const [row] = await sql(`SELECT order_id FROM order_cart WHERE cart_id = '${cartId}'`)
        return row && (await payments(String(row.order_id))).length ? String(row.order_id) : null
      })
      const session = await double.stripe.checkout.sessions.retrieve(sessionId)
      const rows = await booking().listBookings({ order_id: orderId }, { relations: ["slot"] })
      rows.sort(
        (a, b) => new Date(a.slot.starts_at).getTime() - new Date(b.slot.starts_at).getTime(),
      )
      return {
        orderId,
        bookingIds: rows.map((r) => r.id),
        intentId: String(session.payment_intent),
      }
    }
    /** A goodwill refund from Medusa's payment section (the lifecycle's plain refund). */
    async function goodwill(orderId: string, amount: number) {
      const reasons = (await adminGet("/admin/refund-reasons?limit=50")).data.refund_reasons as {
        id: string
        code: string
      }[]
      const [payment] = await payments(orderId)
      const refund = await adminPost(`/admin/payments/${payment.id}/refund`, {
        amount,
        refund_reason_id: reasons.find((r) => r.code === "goodwill")!.id,
      })
      expect(refund.status === 200 ? 200 : refund.data).toBe(200)
    }
    const row = (preview: any, bookingId: string) =>
      preview.bookings.find((b: any) => b.reference === bookingReference(bookingId))

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
      admin = { authorization: `Bearer ${login.data.token}`, "accept-language": "es" }
      sink.clear()
    })
    afterEach(async () => {
      await assertOrderInvariants(sql)
    })

    it("after a goodwill refund the preview shows what is left to give back, and the cancellation refunds exactly that", async () => {
      const kind = await cardOrder("kind@example.com", [0])
      const plain = await cardOrder("plain@example.com", [0])
      await goodwill(kind.orderId, 11)
      expect(await refundedAtStripe(kind.intentId)).toBe(1100)

      const preview = await adminGet(`${base}?date=${day}&option_code=shared&local_time=06:00`)
      expect(preview.status).toBe(200)
      expect(row(preview.data, kind.bookingIds[0])).toMatchObject({
        paid: { amount: 90, currency_code: "eur" },
        refund: { amount: 79, currency_code: "eur" },
      })
      expect(row(preview.data, plain.bookingIds[0])).toMatchObject({
        refund: { amount: 90, currency_code: "eur" },
      })
      expect(preview.data.totals.refunds).toEqual([{ amount: 169, currency_code: "eur" }])

      const cancelled = await adminPost(base, {
        date: day,
        option_code: "shared",
        local_time: "06:00",
      })
      expect(cancelled.status).toBe(200)
      expect(cancelled.data).toMatchObject({ bookings_cancelled: 2, failed: [] })
      const refundOf = (bookingId: string) =>
        cancelled.data.cancelled.find((c: any) => c.booking_id === bookingId)?.refund
      expect(refundOf(kind.bookingIds[0])).toEqual({ amount: 79, currency_code: "eur" })
      expect(refundOf(plain.bookingIds[0])).toEqual({ amount: 90, currency_code: "eur" })
      expect(await refundedAtStripe(kind.intentId)).toBe(9000)
      expect(await refundedAtStripe(plain.intentId)).toBe(9000)
    })

    it("two bookings of one order on the day share what its payments keep, in the order the cancellation takes them", async () => {
      const both = await cardOrder("both@example.com", [0, 1])
      await goodwill(both.orderId, 100)
      const preview = await adminGet(`${base}?date=${day}`)
      expect(preview.status).toBe(200)
      const [early, late] = both.bookingIds
      expect(row(preview.data, early!)).toMatchObject({
        paid: { amount: 90 },
        refund: { amount: 80 },
      })
      expect(row(preview.data, late!)).toMatchObject({
        paid: { amount: 90 },
        refund: { amount: 0 },
      })
      expect(preview.data.totals.refunds).toEqual([{ amount: 80, currency_code: "eur" }])

      const cancelled = await adminPost(base, { date: day })
      expect(cancelled.status).toBe(200)
      expect(cancelled.data).toMatchObject({ bookings_cancelled: 2, failed: [] })
      const total = cancelled.data.cancelled.reduce(
        (sum: number, c: any) => sum + (c.refund?.amount ?? 0),
        0,
      )
      expect(total).toBe(80)
      expect(await refundedAtStripe(both.intentId)).toBe(18000)
    })
  },
})

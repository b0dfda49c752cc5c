import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { DESERT_SAFARI, dayFromToday, seedFixtures, send, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"
import { startMailSink, type MailSink } from "../mail-sink"
import {
  startStripeDouble,
  STRIPE_TEST,
  forgetStripeDoubleEnv,
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

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100)

/**
 * Medusa's own order page follows a booking change: the change goes through
 * Medusa's order-change machinery (a new order version), so the order's
 * lines, total and summary (paid, refunded, outstanding) read what the
 * ledger holds, in `GET /admin/orders/:id` and in Medusa's order preview.
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
    const change = (bookingId: string, body: object) =>
      send(api.post(`/admin/bookings/${bookingId}/change`, body, { headers: admin }))

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
    /** The ledger: what the payments captured and refunded, and what the live bookings' lines are worth. */
    async function ledger(orderId: string) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: [
          "total",
          "items.total",
          "items.metadata",
          "payment_collections.payments.captures.amount",
          "payment_collections.payments.refunds.amount",
        ],
        filters: { id: orderId },
      })
      const order = data[0] as any
      const payments = (order.payment_collections ?? []).flatMap((c: any) => c.payments ?? [])
      const sum = (rows: any[]) => rows.reduce((s, r) => s + cents(r.amount), 0)
      const live = new Set(
        (await booking().listBookings({ order_id: orderId, status: "confirmed" })).map(
          (b) => b.hold_id,
        ),
      )
      return {
        captured: sum(payments.flatMap((p: any) => p.captures ?? [])),
        refunded: sum(payments.flatMap((p: any) => p.refunds ?? [])),
        live_worth: (order.items ?? [])
          .filter((i: any) => live.has(i.metadata?.hold_id))
          .reduce((s: number, i: any) => s + cents(i.total), 0),
      }
    }
    /** Medusa's admin order page's data: the order with its summary, and its preview. */
    async function orderPage(orderId: string) {
      const got = await adminGet(
        `/admin/orders/${orderId}?fields=id,version,total,summary,*items,items.quantity,items.unit_price,items.total,items.metadata`,
      )
      expect(got.status).toBe(200)
      const preview = await adminGet(`/admin/orders/${orderId}/preview`)
      expect(preview.status).toBe(200)
      const o = got.data.order
      const lines = (items: any[]) =>
        items
          .map((i: any) => ({
            variant: i.variant_id,
            quantity: Number(i.quantity),
            unit: cents(i.unit_price),
          }))
          .sort((a, b) => a.unit - b.unit || a.quantity - b.quantity)
      return {
        version: Number(o.version),
        total: cents(o.total),
        paid: cents(o.summary.paid_total),
        refunded: cents(o.summary.refunded_total),
        outstanding: cents(o.summary.pending_difference),
        current_total: cents(o.summary.current_order_total),
        lines: lines(o.items),
        preview: {
          total: cents(preview.data.order.total),
          outstanding: cents(preview.data.order.summary.pending_difference),
          lines: lines(preview.data.order.items),
        },
      }
    }

    /** The order page once the settlement recorded the capture on the order (its transaction follows the payment's). */
    const settledPage = (orderId: string) =>
      waitFor(async () => {
        const page = await orderPage(orderId)
        return page.paid > 0 ? page : null
      })

    /** A card order on the safari, 3 days ahead, paid and settled. */
    async function cardOrder(email: string, request: object) {
      const cartId = await store.newCart(email)
      const slotId = (
        await store.get(
          `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(3)}`,
        )
      ).data.options[0].slots[0].id as string
      const added = await store.post(`/store/carts/${cartId}/bookings`, {
        slot_id: slotId,
        ...request,
      })
      expect(added.status).toBe(201)
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
        if (!row) return null
        return (await ledger(String(row.order_id))).captured > 0 ? String(row.order_id) : null
      })
      const [row] = await booking().listBookings({ order_id: orderId })
      return { orderId, bookingId: row.id }
    }

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

    it("a smaller party without its extra: the order page shows the new lines and total, paid minus refunded, nothing outstanding", async () => {
      const order = await cardOrder("summary-shrink@example.com", {
        travellers: { adult: 2 },
        extras: [{ code: "photos" }],
      })
      const before = await settledPage(order.orderId)
      expect(before).toMatchObject({ total: 12500, paid: 12500, refunded: 0, outstanding: 0 })

      const changed = await change(order.bookingId, { travellers: { adult: 1 }, extras: [] })
      expect(changed.status === 200 ? 200 : changed.data).toBe(200)
      expect(changed.data.change).toMatchObject({ new_total: 45, refund: 80 })

      const after = await orderPage(order.orderId)
      const money = await ledger(order.orderId)
      expect(money).toEqual({ captured: 12500, refunded: 8000, live_worth: 4500 })
      expect(after).toMatchObject({
        total: 4500,
        current_total: 4500,
        paid: money.captured,
        refunded: money.refunded,
        outstanding: 0,
      })
      // One adult line left: the dropped photo pack is not listed, even at 0.
      expect(after.lines).toEqual([expect.objectContaining({ quantity: 1, unit: 4500 })])
      expect(after.preview).toEqual({ total: 4500, outstanding: 0, lines: after.lines })
      // A new order version: Medusa's order change made it, not a rewrite in place.
      expect(after.version).toBeGreaterThan(before.version)
    })

    it("a larger party: the order page owes the difference until the payment link is paid, then nothing", async () => {
      const order = await cardOrder("summary-grow@example.com", { travellers: { adult: 2 } })
      const before = await settledPage(order.orderId)
      const changed = await change(order.bookingId, { travellers: { adult: 3 } })
      expect(changed.status === 200 ? 200 : changed.data).toBe(200)
      const link = changed.data.change.payment_link
      expect(link).toMatchObject({ amount: 45 })

      const owed = await orderPage(order.orderId)
      expect(owed).toMatchObject({
        total: 13500,
        current_total: 13500,
        paid: 9000,
        refunded: 0,
        outstanding: 4500,
      })
      expect(owed.lines).toEqual([expect.objectContaining({ quantity: 3, unit: 4500 })])
      expect(owed.preview).toEqual({ total: 13500, outstanding: 4500, lines: owed.lines })
      expect(owed.version).toBeGreaterThan(before.version)

      expect(
        (await double.control(`sessions/${link.id}/pay`, { card: "4242 4242 4242 4242" })).outcome,
      ).toBe("succeeded")
      await waitFor(async () => (await ledger(order.orderId)).captured === 13500)
      const paid = await waitFor(async () => {
        const page = await orderPage(order.orderId)
        return page.paid === 13500 ? page : null
      })
      expect(paid).toMatchObject({ total: 13500, refunded: 0, outstanding: 0 })

      // Back to two: the 45 paid by the link comes back; still nothing outstanding.
      const back = await change(order.bookingId, { travellers: { adult: 2 } })
      expect(back.status === 200 ? 200 : back.data).toBe(200)
      expect(back.data.change).toMatchObject({ refund: 45 })
      const settled = await orderPage(order.orderId)
      const money = await ledger(order.orderId)
      expect(money).toEqual({ captured: 13500, refunded: 4500, live_worth: 9000 })
      expect(settled).toMatchObject({
        total: 9000,
        paid: 13500,
        refunded: 4500,
        outstanding: 0,
      })
      expect(settled.lines).toEqual([expect.objectContaining({ quantity: 2, unit: 4500 })])
    })
  },
})

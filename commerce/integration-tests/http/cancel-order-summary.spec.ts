import type { MedusaContainer } from "@medusajs/framework/types"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { signId } from "../../src/lib/signed-token"
import { DESERT_SAFARI, dayFromToday, seedFixtures, send, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"
import { startMailSink, type MailSink } from "../mail-sink"
import { orderPageApi } from "../order-page"
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

/**
 * Medusa's own order page states the ledger after every cancellation and
 * goodwill refund: a cancelled booking's lines leave the order (a new order
 * version), a penalty kept is a line of its own titled in the order's
 * language, a goodwill refund is a credit line, so the order's total is what
 * its live bookings are worth plus the penalties kept less goodwill, and
 * nothing is outstanding once the payments keep that.
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

    const { sql, orderPage, cardOrder, payLaterOrder, travellerCancels, paymentOf, reasonId } =
      orderPageApi({ container: () => container, store, double: () => double, adminGet })
    const safariLine = (hold: string, total = 9000) =>
      expect.objectContaining({ title: "Safari por las dunas rojas", quantity: 2, total, hold })

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

    it("the traveller cancels one of two bookings inside the penalty window, then the other: lines leave, each penalty is a line, nothing outstanding", async () => {
      // Tomorrow is inside the safari's 2-day window (50 % kept); in 3 days it is free.
      const order = await cardOrder("penalty@example.com", [{ offset: 1 }, { offset: 3 }])
      const [soon, later] = order.bookings
      expect(await orderPage(order.orderId)).toMatchObject({ total: 18000, outstanding: 0 })

      expect(await travellerCancels(soon.id)).toMatchObject({ refund: { amount: 45 } })
      const one = await orderPage(order.orderId)
      expect(one).toMatchObject({
        total: 13500,
        current_total: 13500,
        paid: 18000,
        refunded: 4500,
        outstanding: 0,
      })
      expect(one.lines).toEqual([
        {
          title: "Penalización por cancelación · Safari por las dunas rojas",
          quantity: 1,
          total: 4500,
          hold: null,
        },
        safariLine(later.hold_id),
      ])

      // Twice is harmless: no second penalty, no second change.
      await travellerCancels(soon.id)
      expect(await orderPage(order.orderId)).toEqual(one)

      expect(await travellerCancels(later.id)).toMatchObject({ refund: { amount: 90 } })
      const none = await orderPage(order.orderId)
      expect(none).toMatchObject({ total: 4500, paid: 18000, refunded: 13500, outstanding: 0 })
      expect(none.lines).toEqual([
        expect.objectContaining({
          title: "Penalización por cancelación · Safari por las dunas rojas",
          total: 4500,
        }),
      ])
    })

    it("a refund Stripe refuses undoes the cancellation on Medusa's order too: the lines are back, the total as it was", async () => {
      const order = await cardOrder("stripe-down@example.com", [{ offset: 1 }, { offset: 3 }])
      const [soon] = order.bookings
      const before = await orderPage(order.orderId)
      await double.control("failures", {
        method: "POST",
        path: "/v1/refunds",
        status: 500,
        times: 50,
      })
      const failed = await store.post(`/store/vouchers/${signId("voucher", soon.id)}/cancel`)
      expect(failed.status).not.toBe(200)
      await double.control("failures/clear")
      expect((await booking().listBookings({ id: soon.id }))[0].status).toBe("confirmed")
      expect(await orderPage(order.orderId)).toEqual(before)

      await travellerCancels(soon.id)
      expect(await orderPage(order.orderId)).toMatchObject({ total: 13500, outstanding: 0 })
    })

    it("an English order's penalty line is titled in English; the desk's policy cancel keeps it too", async () => {
      const order = await cardOrder("desk-en@example.com", [{ offset: 1 }, { offset: 3 }], "en")
      const [soon, later] = order.bookings
      const cancelled = await adminPost(`/admin/bookings/${soon.id}/cancel`, {
        refund: "policy",
        reason: "Asked by phone",
      })
      expect(cancelled.status === 200 ? 200 : cancelled.data).toBe(200)
      const page = await orderPage(order.orderId)
      expect(page).toMatchObject({ total: 13500, refunded: 4500, outstanding: 0 })
      expect(page.lines).toEqual([
        { title: "Cancellation penalty · Red dunes safari", quantity: 1, total: 4500, hold: null },
        expect.objectContaining({ quantity: 2, total: 9000, hold: later.hold_id }),
      ])
    })

    it("a departure cancelled: its booking's lines leave the order, all it paid comes back, nothing outstanding", async () => {
      const order = await cardOrder("departure@example.com", [
        { offset: 3, slotIndex: 0 },
        { offset: 3, slotIndex: 1 },
      ])
      const [early, late] = order.bookings
      const done = await adminPost(`/admin/experiences/${DESERT_SAFARI.handle}/departures`, {
        date: dayFromToday(3),
        option_code: "shared",
        local_time: "06:00",
        message: "Viento",
      })
      expect(done.status === 200 ? 200 : done.data).toBe(200)
      expect((await booking().listBookings({ id: early.id }))[0].status).toBe("cancelled")
      const page = await orderPage(order.orderId)
      expect(page).toMatchObject({ total: 9000, paid: 18000, refunded: 9000, outstanding: 0 })
      expect(page.lines).toEqual([safariLine(late.hold_id)])
    })

    it("a goodwill refund on a live booking is a credit line: the lines stay, the total follows, nothing outstanding; Medusa's Cancel order then leaves nothing", async () => {
      const order = await cardOrder("goodwill@example.com", [{ offset: 3 }])
      const payment = await paymentOf(order.orderId)
      const refund = await adminPost(`/admin/payments/${payment}/refund`, {
        amount: 15,
        refund_reason_id: await reasonId("goodwill"),
      })
      expect(refund.status === 200 ? 200 : refund.data).toBe(200)
      const kind = await orderPage(order.orderId)
      expect(kind).toMatchObject({
        total: 7500,
        current_total: 7500,
        paid: 9000,
        refunded: 1500,
        outstanding: 0,
        credits: [1500],
      })
      expect(kind.lines).toEqual([safariLine(order.bookings[0].hold_id)])

      const cancelled = await adminPost(`/admin/orders/${order.orderId}/cancel`, {})
      expect(cancelled.status === 200 ? 200 : cancelled.data).toBe(200)
      const after = await orderPage(order.orderId)
      expect(after).toMatchObject({ total: 0, paid: 9000, refunded: 9000, outstanding: 0 })
      expect(after.lines).toEqual([])
    })

    it("pay later: a booking the traveller cancels leaves the order and what is owed; the pay-later cancel leaves nothing owed", async () => {
      const order = await payLaterOrder("later@example.com", [{ offset: 1 }, { offset: 3 }])
      const [soon, later] = order.bookings
      expect(await orderPage(order.orderId)).toMatchObject({ total: 18000, outstanding: 18000 })

      // Nothing was paid: nothing is kept, the booking's worth is simply no longer owed.
      await travellerCancels(soon.id)
      const owed = await orderPage(order.orderId)
      expect(owed).toMatchObject({ total: 9000, paid: 0, outstanding: 9000 })
      expect(owed.lines).toEqual([safariLine(later.hold_id)])

      const cancelled = await adminPost(`/admin/pay-later/${order.orderId}/cancel`, {})
      expect(cancelled.status === 200 ? 200 : cancelled.data).toBe(200)
      expect(await orderPage(order.orderId)).toMatchObject({
        total: 0,
        paid: 0,
        outstanding: 0,
        lines: [],
      })
    })

    it("Medusa's Capture after a pay-later booking got cheaper takes what the order owes, not the amount first authorised", async () => {
      const order = await payLaterOrder("capture@example.com", [{ offset: 3 }])
      const changed = await adminPost(`/admin/bookings/${order.bookings[0].id}/change`, {
        travellers: { adult: 1 },
      })
      expect(changed.status === 200 ? 200 : changed.data).toBe(200)
      expect(await orderPage(order.orderId)).toMatchObject({ total: 4500, outstanding: 4500 })
      const [payment] = (await sql(
        `SELECT p.id FROM payment p JOIN order_payment_collection opc ON opc.payment_collection_id = p.payment_collection_id WHERE opc.order_id = '${order.orderId}' AND p.deleted_at IS NULL`,
      )) as { id: string }[]
      const captured = await adminPost(`/admin/payments/${payment.id}/capture`, {})
      expect(captured.status === 200 ? 200 : captured.data).toBe(200)
      expect(await orderPage(order.orderId)).toMatchObject({
        total: 4500,
        paid: 4500,
        outstanding: 0,
      })
      // Nothing owed any more: a second capture is refused.
      const again = await adminPost(`/admin/payments/${payment.id}/capture`, {})
      expect(again.status).toBe(409)
      expect(again.data.code).toBe("desk.nothing_due")

      // What that capture took is what the booking paid: cancelling it in the free window gives it back.
      expect(await travellerCancels(order.bookings[0].id)).toMatchObject({ refund: { amount: 45 } })
      expect(await orderPage(order.orderId)).toMatchObject({
        total: 0,
        paid: 4500,
        refunded: 4500,
        outstanding: 0,
      })
    })

    it("any other path into Medusa's cancelOrderWorkflow leaves nothing owed either: the lines leave, Medusa's own refund credit balanced", async () => {
      const later = await payLaterOrder("path-later@example.com", [{ offset: 3 }])
      await cancelOrderWorkflow(container).run({ input: { order_id: later.orderId } })
      expect(await orderPage(later.orderId)).toMatchObject({ total: 0, outstanding: 0, lines: [] })

      const card = await cardOrder("path-card@example.com", [{ offset: 3 }])
      await cancelOrderWorkflow(container).run({ input: { order_id: card.orderId } })
      expect((await booking().listBookings({ id: card.bookings[0].id }))[0].status).toBe(
        "cancelled",
      )
      expect(await orderPage(card.orderId)).toMatchObject({
        total: 0,
        paid: 9000,
        refunded: 9000,
        outstanding: 0,
        lines: [],
      })
    })
  },
})

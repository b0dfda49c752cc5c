import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { dayFromToday, seedFixtures, send, storeApi } from "../fixtures"
import { startMailSink, type MailSink } from "../mail-sink"
import {
  startStripeDouble,
  STRIPE_TEST,
  forgetStripeDoubleEnv,
  useStripeDoubleEnv,
} from "../stripe-double"
import type { Locale } from "../../src/lib/i18n/messages"

jest.setTimeout(180_000)
useStripeDoubleEnv()

// A real SMTP server, started before the runner boots Medusa (top-level hooks run first).
let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

/** The pay-later follow-up: the list, 'send payment link' and 'cancel and release seats'. */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let admin: { headers: Record<string, string> }
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const store = storeApi(api, () => headers)
    const as = (locale: Locale) => ({
      headers: { ...admin.headers, "accept-language": locale },
    })
    const adminGet = (url: string, locale: Locale = "es") => send(api.get(url, as(locale)))
    const adminPost = (url: string, body: object = {}, locale: Locale = "es") =>
      send(api.post(url, body, as(locale)))
    const listUrl = `/admin/pay-later?from=${dayFromToday(0)}&to=${dayFromToday(9)}`

    async function payLaterOrder(offset: number, adult: number) {
      const { cartId, slotId } = await store.cartWithBooking({ adult }, { offset })
      await store.post(`/store/carts/${cartId}`, {
        email: `buyer-${offset}@example.com`,
        billing_address: { first_name: "Marta", last_name: "Gil", phone: "+34611222333" },
      })
      await store.payLater(cartId)
      const done = await store.post(`/store/carts/${cartId}/complete-booking`)
      expect(done.status).toBe(200)
      return { orderId: done.data.order.id as string, slotId }
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
      await ensureAdminUser(container, "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { headers: { authorization: `Bearer ${login.data.token}` } }
    })

    it("refuses the follow-up's routes without an admin session (401)", async () => {
      const calls = [
        send(api.get(listUrl)),
        send(api.post("/admin/pay-later/order_01JZZZZZZZZZZZZZZZZZZZZZZZ/payment-link", {})),
        send(api.post("/admin/pay-later/order_01JZZZZZZZZZZZZZZZZZZZZZZZ/cancel", {}, { headers })),
      ]
      for (const response of await Promise.all(calls)) expect(response.status).toBe(401)
    })

    it("lists unpaid pay-later orders by their first booking; cancelling one gives its seats back at once", async () => {
      const later = await payLaterOrder(4, 2)
      const sooner = await payLaterOrder(2, 3)
      const listed = (await adminGet(listUrl)).data.orders
      expect(listed.map((o: any) => o.id)).toEqual([sooner.orderId, later.orderId])
      expect(listed[0]).toMatchObject({
        first_booking: { date: dayFromToday(2) },
        seats: 3,
        lead_guest: { name: "Marta Gil", phone: "+34611222333" },
        email: "buyer-2@example.com",
      })

      const cancelled = await adminPost(`/admin/pay-later/${sooner.orderId}/cancel`)
      expect(cancelled.data).toMatchObject({ status: "cancelled", bookings_cancelled: 1 })
      const booking = container.resolve(BOOKING_MODULE) as BookingModuleService
      expect(await booking.retrieveSlot(sooner.slotId)).toMatchObject({ booked: 0, held: 0 })
      const [order] = await container.resolve(Modules.ORDER).listOrders({ id: sooner.orderId })
      expect(order.status).toBe("canceled")
      expect((await adminGet(listUrl)).data.orders.map((o: any) => o.id)).toEqual([later.orderId])

      const twice = await adminPost(`/admin/pay-later/${sooner.orderId}/cancel`, {}, "en")
      expect(twice).toMatchObject({
        status: 400,
        data: {
          code: "admin.paylater.order_not_pay_later",
          message: "This order is not waiting for payment.",
        },
      })
      const twiceEs = await adminPost(`/admin/pay-later/${sooner.orderId}/cancel`)
      expect(twiceEs.data.message).toBe("Este pedido no está pendiente de pago.")
    })

    it("e-mails the buyer the payment link once per open link", async () => {
      const { orderId } = await payLaterOrder(3, 2)
      const sent = await adminPost(`/admin/pay-later/${orderId}/payment-link`, { locale: "en" })
      expect(sent.status).toBe(200)
      expect(sent.data.payment_link.url).toContain("/pay/cs_test_")
      const again = await adminPost(`/admin/pay-later/${orderId}/payment-link`, { locale: "en" })
      expect(again.data.payment_link.id).toBe(sent.data.payment_link.id)
      const notifications = await container
        .resolve(Modules.NOTIFICATION)
        .listNotifications({ template: "payment-link", to: "buyer-3@example.com" })
      expect(notifications).toHaveLength(1)
      expect(notifications[0].data).toMatchObject({
        url: sent.data.payment_link.url,
        locale: "en",
        customer_name: "Marta",
      })
      const mails = (await sink.waitFor("buyer-3@example.com", 2)).filter((m) =>
        m.text?.includes(sent.data.payment_link.url),
      )
      expect(mails).toHaveLength(1)
      const listed = (await adminGet(listUrl)).data.orders[0]
      expect(listed.payment_link.url).toBe(sent.data.payment_link.url)
    })

    it("validates ids, ranges and bodies, in both languages", async () => {
      const malformed = await adminPost(`/admin/pay-later/not-an-order/cancel`, {}, "en")
      expect(malformed).toMatchObject({ status: 404, data: { code: "not_found" } })
      const unknown = await adminPost(
        `/admin/pay-later/order_01JZZZZZZZZZZZZZZZZZZZZZZZ/payment-link`,
        {},
      )
      expect(unknown.status).toBe(404)
      const long = await adminGet(
        `/admin/pay-later?from=${dayFromToday(0)}&to=${dayFromToday(200)}`,
        "en",
      )
      expect(long).toMatchObject({
        status: 400,
        data: { message: "Ask for at most 93 days at a time." },
      })
      const hostile = await adminPost(`/admin/pay-later/order_01JZZZZZZZZZZZZZZZZZZZZZZZ/cancel`, {
        force: true,
      })
      expect(hostile.status).toBe(400)
      const badLocale = await adminPost(
        `/admin/pay-later/order_01JZZZZZZZZZZZZZZZZZZZZZZZ/payment-link`,
        { locale: "fr" },
      )
      expect(badLocale.status).toBe(400)
    })
  },
})

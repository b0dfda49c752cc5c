import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
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

/** Medusa's own "Mark as paid" on a pay-later order runs into the lifecycle like the desk's capture. */
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

    it("Medusa's own 'Mark as paid' on a pay-later order is refused, naming the desk's action, in both languages; the order stays to collect", async () => {
      const { orderId } = await payLaterOrder(4, 2)
      const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "order",
        fields: ["payment_collections.id"],
        filters: { id: orderId },
      })
      const collectionId: string = (data[0] as any).payment_collections[0].id
      const url = `/admin/payment-collections/${collectionId}/mark-as-paid`
      const es = await adminPost(url, { order_id: orderId })
      expect(es.status).toBe(400)
      expect(es.data.code).toBe("admin.order.mark_paid_at_desk")
      expect(es.data.message).toContain("«Marcar como pagada» en el mostrador de reservas")
      const en = await adminPost(url, { order_id: orderId }, "en")
      expect(en.data.message).toContain('"Mark paid" at the booking desk')
      expect((await adminGet(listUrl)).data.orders.map((o: any) => o.id)).toEqual([orderId])
      // Without an admin session: 401, as every admin route.
      expect((await send(api.post(url, { order_id: orderId }))).status).toBe(401)
    })
  },
})

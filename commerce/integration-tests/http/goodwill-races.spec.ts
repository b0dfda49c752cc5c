import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { seedFixtures, send, storeApi } from "../fixtures"
import { assertOrderInvariants } from "../invariants"
import { orderMakers, type Ctx } from "../lock-exclusion/cases"
import { startMailSink, type MailSink } from "../mail-sink"
import {
  forgetStripeDoubleEnv,
  startStripeDouble,
  STRIPE_TEST,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(180_000)
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
 * A goodwill refund beside another money write on the same card order, sent
 * at once (the money model once saw a goodwill refund answered 200 that
 * Stripe's ledger did not show): each takes the order's lock in turn, plans
 * from what the other left, and what Stripe refunded is what Medusa recorded.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let admin: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const store = storeApi(api, () => headers)
    const adminPost = (url: string, body: object = {}) =>
      send(api.post(url, body, { headers: { ...admin, "accept-language": "es" } }))
    const adminGet = (url: string) => send(api.get(url, { headers: admin }))
    async function sql(text: string, bindings: string[] = []) {
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      return (await pg.raw(text, bindings)).rows as Record<string, any>[]
    }
    const { cardOrder, payments, bookingRow } = orderMakers({
      store,
      adminPost,
      adminGet,
      double: () => double,
      sql,
    })

    /** What Stripe refunded of the order's card payment, and what Medusa recorded of it (cents). */
    async function ledger(order: Ctx) {
      const [{ id, data }] = await sql(
        `SELECT p.id, p.data FROM order_payment_collection opc
           JOIN payment p ON p.payment_collection_id = opc.payment_collection_id AND p.deleted_at IS NULL
          WHERE opc.order_id = ? AND p.captured_at IS NOT NULL`,
        [order.orderId],
      )
      const [{ medusa }] = await sql(
        `SELECT coalesce(sum(amount), 0)::float * 100 AS medusa FROM refund WHERE payment_id = ? AND deleted_at IS NULL`,
        [id],
      )
      const intent = await double.stripe.paymentIntents.retrieve(String(data.payment_intent), {
        expand: ["latest_charge"],
      })
      const stripe = (intent.latest_charge as { amount_refunded?: number } | null)?.amount_refunded
      return { payment: id as string, stripe: stripe ?? 0, medusa: Math.round(medusa) }
    }
    async function goodwill(paymentId: string, amount: number) {
      const reasons = (await adminGet(`/admin/refund-reasons?limit=50`)).data.refund_reasons
      const reason = reasons.find((r: any) => r.code === "goodwill").id
      return adminPost(`/admin/payments/${paymentId}/refund`, { amount, refund_reason_id: reason })
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
      admin = { authorization: `Bearer ${login.data.token}` }
    })
    afterEach(async () => {
      await assertOrderInvariants((text) => sql(text))
    })

    it("two goodwill refunds of the same amount at once: both given back at Stripe, both recorded", async () => {
      const order = await cardOrder()
      const { payment } = await ledger(order)
      const answers = await Promise.all([goodwill(payment, 10), goodwill(payment, 10)])
      expect(answers.map((a) => a.status)).toEqual([200, 200])
      expect(await ledger(order)).toMatchObject({ stripe: 2000, medusa: 2000 })
      expect(await payments(order.orderId)).toHaveLength(1)
    })

    it("a goodwill refund and a desk cancellation in full at once: together they give back what was paid", async () => {
      const order = await cardOrder()
      const { payment } = await ledger(order)
      const [kind, desk] = await Promise.all([
        goodwill(payment, 10),
        adminPost(`/admin/bookings/${order.bookingId}/cancel`, {
          refund: "full",
          reason: "Viento",
        }),
      ])
      expect(desk.status).toBe(200)
      // Goodwill first: the cancellation gives back the rest; the cancellation first: nothing is left for goodwill.
      expect([200, 400]).toContain(kind.status)
      expect(await ledger(order)).toMatchObject({ stripe: 9000, medusa: 9000 })
      expect((await bookingRow(order.bookingId)).status).toBe("cancelled")
    })
  },
})

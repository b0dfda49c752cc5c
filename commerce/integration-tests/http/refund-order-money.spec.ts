import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { signId } from "../../src/lib/signed-token"
import { createStripeRefund } from "../../src/modules/stripe-checkout/refund-request"
import {
  ORDER_MONEY_REFUNDED,
  refundOrderMoneyWorkflow,
  type OrderMoneyRefundedEvent,
} from "../../src/workflows/booking-lifecycle/refund-order-money"
import { stripeRefundRequest } from "../../src/workflows/booking-lifecycle/steps/plan-order-refund"
import { useDeskWorld, useMailSink } from "../desk-world"
import { dayFromToday, waitFor } from "../fixtures"
import { STRIPE_TEST, useStripeDoubleEnv } from "../stripe-double"

jest.setTimeout(240_000)
useStripeDoubleEnv()
const sink = useMailSink()

/**
 * One refund workflow (`refund-order-money`) serves the traveller's
 * cancellation, the operator's cancel and refunds, and the settlement's
 * orphan payments: whatever runs it, at once, again, or after a run that
 * died between Stripe and Medusa, the money goes back once, and Medusa and
 * Stripe hold the same refunds.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: (runner) => {
    const world = useDeskWorld(runner, { sink })
    const { store, container, double, booking, payments } = world
    const adminPost = (url: string, body: object = {}) => world.adminPost(url, body, "en")
    /** A card order of `adult` adults (45 EUR each) three days ahead (inside the free window), paid and settled. */
    const cardOrder = (email: string, adult = 2) =>
      world.cardOrder(email, { adult, name: ["Marta", "Gil"] })
    const events: OrderMoneyRefundedEvent[] = []
    let subscribed = false
    const medusaRefunds = async (orderId: string) =>
      (await payments(orderId)).flatMap((p) => p.refunds ?? [])
    const medusaRefunded = async (orderId: string) =>
      Math.round((await medusaRefunds(orderId)).reduce((t, r) => t + Number(r.amount), 0) * 100)
    const charge = async (intentId: string) =>
      (await double().stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge"] }))
        .latest_charge as any
    /** How many refunds Stripe made on the intent's charge (one `charge.refunded` each). */
    const stripeRefundsOf = async (intentId: string) => {
      const chargeId = (await charge(intentId)).id
      return (await double().events("charge.refunded")).filter((e) => e.object_id === chargeId)
        .length
    }

    beforeEach(async () => {
      events.length = 0
      if (subscribed) return
      subscribed = true
      const bus = container().resolve(Modules.EVENT_BUS)
      bus.subscribe(
        ORDER_MONEY_REFUNDED,
        (async (event: { data: OrderMoneyRefundedEvent }) => {
          events.push(event.data)
        }) as unknown as Parameters<typeof bus.subscribe>[1],
        { subscriberId: "refund-order-money-spec" },
      )
    })

    it("the traveller's cancel and the admin's cancel of one booking at once refund it once, at Stripe and in Medusa alike", async () => {
      for (const n of [1, 2, 3]) {
        const { orderId, bookingId, slotId, intentId } = await cardOrder(`race${n}@example.com`)
        const [traveller, operator] = await Promise.all([
          store.post(`/store/vouchers/${signId("voucher", bookingId)}/cancel`),
          adminPost(`/admin/orders/${orderId}/cancel`),
        ])
        for (const answer of [traveller, operator]) expect(answer.status).toBeLessThan(500)
        expect([traveller.status, operator.status]).toContain(200)
        expect(await booking().retrieveSlot(slotId)).toMatchObject({ booked: 0 })
        expect((await charge(intentId)).amount_refunded).toBe(9000)
        expect(await medusaRefunded(orderId)).toBe(9000)
        expect(await stripeRefundsOf(intentId)).toBe((await medusaRefunds(orderId)).length)
      }
    })

    it("a replayed refund gives nothing more back; one that died after Stripe answered is finished with Stripe's same refund", async () => {
      const { orderId, intentId } = await cardOrder("replay@example.com")
      const input = {
        order_id: orderId,
        amount: 30,
        reason: "goodwill" as const,
        key: "goodwill:replay-1",
        note: "Late pickup",
      }
      const first = await refundOrderMoneyWorkflow(container()).run({ input })
      expect(first.result).toMatchObject({ amount: 30, currency_code: "eur", reason: "goodwill" })
      const again = await refundOrderMoneyWorkflow(container()).run({ input })
      expect(again.result.amount).toBe(0)
      expect((await charge(intentId)).amount_refunded).toBe(3000)
      const recorded = await medusaRefunds(orderId)
      expect(recorded).toHaveLength(1)
      expect(recorded[0]).toMatchObject({
        note: "Late pickup",
        metadata: { refund_key: "goodwill:replay-1", reason: "goodwill" },
      })
      expect(events.filter((e) => e.key === "goodwill:replay-1")).toEqual([
        expect.objectContaining({ order_id: orderId, amount: 30 }),
      ])

      // A run that refunded at Stripe and died before Medusa recorded it: the restart gets Stripe's same refund.
      const [card] = (await payments(orderId)).filter((p) => p.captured_at)
      const request = stripeRefundRequest(
        "goodwill:crash-1",
        { payment_id: card.id, payment_intent: intentId, minor: 1500 },
        "eur",
        {
          refund_key: "goodwill:crash-1",
          reason: "goodwill",
          order_id: orderId,
          payment_id: card.id,
        },
      )
      await createStripeRefund(double().stripe, request)
      expect((await charge(intentId)).amount_refunded).toBe(4500)
      const restarted = await refundOrderMoneyWorkflow(container()).run({
        input: { ...input, amount: 15, key: "goodwill:crash-1" },
      })
      expect(restarted.result.amount).toBe(15)
      expect((await charge(intentId)).amount_refunded).toBe(4500)
      expect(await medusaRefunded(orderId)).toBe(4500)
    })

    it("a goodwill refund from Medusa's payment section e-mails the traveller the amount, once", async () => {
      const { orderId } = await cardOrder("kindness@example.com")
      const [payment] = (await payments(orderId)).filter((p) => p.captured_at)
      const reasons = (await world.adminGet(`/admin/refund-reasons?limit=50`, "en")).data
        .refund_reasons as any[]
      const goodwill = reasons.find((r) => r.code === "goodwill")!.id
      sink().clear()
      const refund = await adminPost(`/admin/payments/${payment.id}/refund`, {
        amount: 15,
        refund_reason_id: goodwill,
      })
      expect(refund.status).toBe(200)
      const mail = await waitFor(async () =>
        (await sink().waitFor("kindness@example.com", 1, 500)).find((m) =>
          /^Te hemos devuelto dinero del pedido/.test(m.subject ?? ""),
        ),
      )
      expect(mail.text).toContain("Importe reembolsado: 15,00")
      expect(mail.text).toContain("Te hemos hecho un reembolso.")
      const tooMuch = await adminPost(`/admin/payments/${payment.id}/refund`, {
        amount: 500,
        refund_reason_id: goodwill,
      })
      expect(tooMuch).toMatchObject({ status: 400, data: { code: "admin.refund.more_than_kept" } })
      expect(tooMuch.data.message).toContain("75.00 EUR")
      await new Promise((r) => setTimeout(r, 1000))
      const refundMails = (await sink().waitFor("kindness@example.com", 1, 500)).filter((m) =>
        /devuelto dinero/.test(m.subject ?? ""),
      )
      expect(refundMails).toHaveLength(1)
    })

    it("never gives back more than a payment kept: a policy refund after a goodwill one takes what is left", async () => {
      const { orderId, bookingId, intentId } = await cardOrder("left@example.com")
      await refundOrderMoneyWorkflow(container()).run({
        input: { order_id: orderId, amount: 80, reason: "goodwill", key: "goodwill:big" },
      })
      const cancelled = await store.post(`/store/vouchers/${signId("voucher", bookingId)}/cancel`)
      expect(cancelled.status).toBe(200)
      expect(cancelled.data.cancellation.refund).toMatchObject({ amount: 10 })
      expect((await charge(intentId)).amount_refunded).toBe(9000)
      expect(await medusaRefunded(orderId)).toBe(9000)
      const strict = await refundOrderMoneyWorkflow(container()).run({
        input: {
          order_id: orderId,
          amount: 5,
          reason: "goodwill",
          key: "goodwill:none",
          strict: true,
        },
        throwOnError: false,
      })
      expect(strict.errors[0]?.error).toMatchObject({ code: "admin.refund.more_than_kept" })
      expect(await medusaRefunded(orderId)).toBe(9000)
    })

    it("an admin capture or 'mark as paid' of a pay-later order reads paid everywhere, and a later cancel refunds it", async () => {
      const { cartId, slotId } = await store.cartWithBooking({ adult: 2 }, { offset: 3 })
      await store.post(`/store/carts/${cartId}`, {
        email: "captured@example.com",
        billing_address: { first_name: "Marta", last_name: "Gil" },
      })
      await store.payLater(cartId)
      const orderId: string = (await store.post(`/store/carts/${cartId}/complete-booking`)).data
        .order.id
      const [row] = await booking().listBookings({ order_id: orderId })
      const query = container().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: ["payment_collections.id"],
        filters: { id: orderId },
      })
      const collectionId: string = (data[0] as any).payment_collections[0].id
      const markPaid = await adminPost(`/admin/payment-collections/${collectionId}/mark-as-paid`, {
        order_id: orderId,
      })
      expect(markPaid.status).toBeLessThan(500)
      if (markPaid.status !== 200) {
        const [payment] = await payments(orderId)
        expect((await adminPost(`/admin/payments/${payment.id}/capture`, {})).status).toBe(200)
      }
      const adminGet = (url: string) => world.adminGet(url, "en")
      expect((await adminGet(`/admin/orders/${orderId}/lifecycle`)).data.lifecycle).toMatchObject({
        state: "paid",
        captured: 90,
      })
      const followUp = await adminGet(
        `/admin/pay-later?from=${dayFromToday(0)}&to=${dayFromToday(9)}`,
      )
      expect(followUp.data.orders.map((o: any) => o.id)).not.toContain(orderId)
      const manifest = await adminGet(`/admin/manifest?date=${dayFromToday(3)}`)
      expect(manifest.data.bookings.find((b: any) => b.booking_id === row.id).payment_state).toBe(
        "paid",
      )

      const cancelled = await adminPost(`/admin/orders/${orderId}/cancel`)
      expect(cancelled.status).toBe(200)
      expect(await medusaRefunded(orderId)).toBe(9000)
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ booked: 0 })
      expect((await adminGet(`/admin/orders/${orderId}/lifecycle`)).data.lifecycle).toMatchObject({
        state: "cancelled",
        refunded: 90,
        kept: 0,
      })
      expect(events).toContainEqual(
        expect.objectContaining({ order_id: orderId, reason: "operator_cancellation", amount: 90 }),
      )
    })

    it("a card payment that bought nothing is refunded once at Stripe, however often it is asked", async () => {
      const { intentId, orderId } = await cardOrder("orphan@example.com")
      await Promise.all(
        [1, 2, 3].map(() =>
          refundOrderMoneyWorkflow(container()).run({
            input: {
              payment_intent: intentId,
              reason: "orphan_card_payment",
              key: `orphan-card:${intentId}`,
            },
          }),
        ),
      )
      expect((await charge(intentId)).amount_refunded).toBe(9000)
      expect(await stripeRefundsOf(intentId)).toBe(1)
      // Stripe-only: Medusa holds no payment of an orphan, so nothing is recorded on the order.
      expect(await medusaRefunded(orderId)).toBe(0)
    })
  },
})

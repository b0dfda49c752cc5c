import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { bookingReference, signId } from "../../src/lib/signed-token"
import { useDeskWorld, useMailSink } from "../desk-world"
import { dayFromToday, waitFor } from "../fixtures"
import { STRIPE_TEST, useStripeDoubleEnv } from "../stripe-double"

jest.setTimeout(180_000)
useStripeDoubleEnv()
const sink = useMailSink()

/**
 * One booking lifecycle: an order's money state is derived from its bookings
 * and what Medusa recorded, and Medusa's own admin actions on an order with
 * bookings run the lifecycle or are refused.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: (runner) => {
    const world = useDeskWorld(runner, { sink })
    const { store, container, double, booking, adminGet, adminPost, payments } = world
    const { refundedAtStripe, manifestOf, voucherOf, mailTo, withStoreHeaders } = world
    const payLaterOrder = (email: string, options: { offset?: number } = {}) =>
      world.payLaterOrder(email, options)
    const cardOrder = (email: string) => world.cardOrder(email, { name: ["Marta", "Gil"] })
    const linkPaidOrder = (email: string) => world.linkPaidOrder(email)
    const followUp = `/admin/pay-later?from=${dayFromToday(0)}&to=${dayFromToday(9)}`
    /** The cancellation e-mail to `to` (other mails of the order may arrive around it). */
    const cancellationMail = (to: string) => mailTo(to, /^Reserva cancelada: SND-/)

    it("a pay-later order paid by its link leaves the follow-up, reads paid, and the pay-later cancel refunds it at Stripe", async () => {
      const { orderId, bookingId, slotId } = await payLaterOrder("link@example.com")
      expect((await manifestOf(bookingId)).payment_state).toBe("pending_payment")
      const link = (await adminPost(`/admin/pay-later/${orderId}/payment-link`, { locale: "en" }))
        .data.payment_link
      expect(
        (await double().control(`sessions/${link.id}/pay`, { card: "4242 4242 4242 4242" }))
          .outcome,
      ).toBe("succeeded")
      await waitFor(async () => (await payments(orderId)).some((p) => p.captured_at))

      expect((await adminGet(followUp)).data.orders.map((o: any) => o.id)).not.toContain(orderId)
      expect((await manifestOf(bookingId)).payment_state).toBe("paid")

      await sink().waitFor("link@example.com", 1)
      sink().clear()
      const cancelled = await adminPost(`/admin/pay-later/${orderId}/cancel`, {}, "en")
      expect(cancelled.status).toBe(200)
      expect(cancelled.data).toMatchObject({
        status: "cancelled",
        bookings_cancelled: 1,
        refund: { amount: 90, currency_code: "eur" },
      })
      const session = await double().stripe.checkout.sessions.retrieve(link.id)
      expect(await refundedAtStripe(String(session.payment_intent))).toBe(9000)
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ booked: 0 })
      const mail = await cancellationMail("link@example.com")
      expect(mail.text).toContain("Te devolveremos 90,00")
      expect((await manifestOf(bookingId)).payment_state).toBe("cancelled")
    })

    it("Medusa's own capture makes a pay-later order paid: off the follow-up, 'paid' on the manifest", async () => {
      const { orderId, bookingId } = await payLaterOrder("capture@example.com")
      const [payment] = await payments(orderId)
      expect((await adminPost(`/admin/payments/${payment.id}/capture`, {})).status).toBe(200)
      expect((await adminGet(followUp)).data.orders.map((o: any) => o.id)).not.toContain(orderId)
      expect((await manifestOf(bookingId)).payment_state).toBe("paid")
      const link = await adminPost(`/admin/pay-later/${orderId}/payment-link`, {}, "en")
      expect(link).toMatchObject({
        status: 400,
        data: { code: "admin.paylater.order_not_pay_later" },
      })
    })

    it("Medusa's 'Cancel order' on a card order cancels its bookings, gives the seats back, refunds and e-mails the traveller", async () => {
      const { orderId, bookingId, slotId, intentId } = await cardOrder("card@example.com")
      sink().clear()
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ booked: 2 })
      const cancelled = await adminPost(`/admin/orders/${orderId}/cancel`, {})
      expect(cancelled.status).toBe(200)
      expect(cancelled.data.order).toMatchObject({ id: orderId, status: "canceled" })
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ booked: 0 })
      expect((await voucherOf(bookingId)).status).toBe("cancelled")
      const checkIn = await adminPost("/admin/manifest/check-in", {
        reference: bookingReference(bookingId),
      })
      expect(checkIn.status).toBeGreaterThanOrEqual(400)
      expect(checkIn.status).toBeLessThan(500)
      expect(await refundedAtStripe(intentId)).toBe(9000)
      expect((await manifestOf(bookingId)).payment_state).toBe("cancelled")
      const mail = await cancellationMail("card@example.com")
      expect(mail.text).toContain("Te devolveremos 90,00")
      const again = await adminPost(`/admin/orders/${orderId}/cancel`, {}, "en")
      expect(again.status).toBe(400)
    })

    it("a refund on an order with live bookings asks whether it cancels them; 'cancel bookings' does, goodwill keeps them", async () => {
      const goodwill = await cardOrder("goodwill@example.com")
      const [payment] = await payments(goodwill.orderId)
      const bare = await adminPost(`/admin/payments/${payment.id}/refund`, { amount: 10 }, "en")
      expect(bare.status).toBe(400)
      expect(bare.data.code).toBe("admin.refund.reason_required")
      expect(bare.data.message).toContain("Cancel bookings")
      expect(bare.data.message).toContain("Goodwill")
      const bareEs = await adminPost(`/admin/payments/${payment.id}/refund`, { amount: 10 })
      expect(bareEs.data.message).toContain("Cancelar reservas")

      const reasons = (await adminGet(`/admin/refund-reasons?limit=50`)).data
        .refund_reasons as any[]
      const reason = (code: string) => reasons.find((r) => r.code === code)!.id
      const kind = await adminPost(`/admin/payments/${payment.id}/refund`, {
        amount: 10,
        refund_reason_id: reason("goodwill"),
      })
      expect(kind.status).toBe(200)
      expect((await voucherOf(goodwill.bookingId)).status).toBe("confirmed")
      expect(await booking().retrieveSlot(goodwill.slotId)).toMatchObject({ booked: 2 })
      expect(await refundedAtStripe(goodwill.intentId)).toBe(1000)

      const full = await cardOrder("full@example.com")
      sink().clear()
      const [paid] = await payments(full.orderId)
      const refund = await adminPost(`/admin/payments/${paid.id}/refund`, {
        amount: 90,
        refund_reason_id: reason("cancel_bookings"),
      })
      expect(refund.status).toBe(200)
      expect((await voucherOf(full.bookingId)).status).toBe("cancelled")
      expect(await booking().retrieveSlot(full.slotId)).toMatchObject({ booked: 2 })
      expect(await refundedAtStripe(full.intentId)).toBe(9000)
      const mail = await cancellationMail("full@example.com")
      expect(mail.text).toContain("Te devolveremos 90,00")
    })

    it("a goodwill refund of a paid payment link is made at Stripe; the booking stays", async () => {
      const { orderId, bookingId, intentId } = await linkPaidOrder("kind@example.com")
      const [payment] = (await payments(orderId)).filter((p) => p.captured_at)
      const reasons = (await adminGet(`/admin/refund-reasons?limit=50`)).data
        .refund_reasons as any[]
      const goodwill = reasons.find((r) => r.code === "goodwill")!.id
      const refund = await adminPost(`/admin/payments/${payment.id}/refund`, {
        amount: 15,
        refund_reason_id: goodwill,
      })
      expect(refund.status).toBe(200)
      expect(await refundedAtStripe(intentId)).toBe(1500)
      expect((await voucherOf(bookingId)).status).toBe("confirmed")
      expect((await manifestOf(bookingId)).payment_state).toBe("paid")
    })

    it("any other path into Medusa's cancelOrderWorkflow cancels the order's bookings too, seats back", async () => {
      const { orderId, bookingId, slotId } = await payLaterOrder("path@example.com")
      await cancelOrderWorkflow(container()).run({ input: { order_id: orderId } })
      expect((await voucherOf(bookingId)).status).toBe("cancelled")
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ booked: 0 })
    })

    it("a 'cancel bookings' refund cancels only the bookings it covers, and refuses one that covers none", async () => {
      const { cartId, slotId: first } = await store.cartWithBooking({ adult: 2 }, { offset: 3 })
      const day = (
        await store.get(`/store/experiences/safari-dunas-rojas/availability/${dayFromToday(3)}`)
      ).data
      const second: string = day.options[0].slots[1].id
      expect(
        (
          await store.post(`/store/carts/${cartId}/bookings`, {
            slot_id: second,
            travellers: { adult: 1 },
          })
        ).status,
      ).toBe(201)
      await store.post(`/store/carts/${cartId}`, {
        email: "two@example.com",
        billing_address: { first_name: "Marta" },
      })
      await store.payLater(cartId)
      const orderId = (await store.post(`/store/carts/${cartId}/complete-booking`)).data.order
        .id as string
      const [payment] = await payments(orderId)
      expect((await adminPost(`/admin/payments/${payment.id}/capture`, {})).status).toBe(200)
      const reasons = (await adminGet(`/admin/refund-reasons?limit=50`)).data
        .refund_reasons as any[]
      const cancelBookings = reasons.find((r) => r.code === "cancel_bookings")!.id

      const tooSmall = await adminPost(
        `/admin/payments/${payment.id}/refund`,
        { amount: 10, refund_reason_id: cancelBookings },
        "en",
      )
      expect(tooSmall).toMatchObject({
        status: 400,
        data: { code: "admin.refund.covers_no_booking" },
      })
      expect(tooSmall.data.message).toContain("45.00 EUR")

      const one = await adminPost(`/admin/payments/${payment.id}/refund`, {
        amount: 90,
        refund_reason_id: cancelBookings,
      })
      expect(one.status).toBe(200)
      const rows = await booking().listBookings({ order_id: orderId })
      const bySlot = Object.fromEntries(rows.map((b) => [b.slot_id, b.status]))
      expect(bySlot).toEqual({ [first]: "cancelled", [second]: "confirmed" })
      const lifecycle = (await adminGet(`/admin/orders/${orderId}/lifecycle`)).data.lifecycle
      expect(lifecycle).toMatchObject({
        state: "partly_refunded",
        captured: 135,
        refunded: 90,
        kept: 45,
      })
    })

    it("refuses Medusa's order edits, claims, exchanges and returns on an order with bookings, naming what to do instead", async () => {
      const { orderId, slotId } = await payLaterOrder("edit@example.com")
      for (const url of [
        "/admin/order-edits",
        "/admin/claims",
        "/admin/exchanges",
        "/admin/returns",
      ]) {
        const body =
          url === "/admin/claims" ? { order_id: orderId, type: "refund" } : { order_id: orderId }
        const refused = await adminPost(url, body, "en")
        expect(refused.status).toBe(400)
        expect(refused.data).toMatchObject({ code: "admin.order.booking_changes_refused" })
        expect(refused.data.message).toContain("open it at the booking desk")
      }
      const es = await adminPost("/admin/order-edits", { order_id: orderId })
      expect(es.data.message).toContain("ábrela en el mostrador de reservas")
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ booked: 2 })
    })

    it("a traveller who cancels a booking paid by its payment link gets the refund at Stripe, not only in Medusa's records", async () => {
      const { bookingId, intentId } = await linkPaidOrder("link-traveller@example.com")
      const done = await store.post(`/store/vouchers/${signId("voucher", bookingId)}/cancel`)
      expect(done.status).toBe(200)
      // Three days ahead is inside the free window: everything paid comes back.
      expect(done.data.cancellation.refund).toMatchObject({ amount: 90 })
      expect(await refundedAtStripe(intentId)).toBe(9000)
    })

    it("an order whose bookings the traveller all cancelled reads cancelled, with the refund and the penalty kept", async () => {
      // A 30 % fee once 30 days before the start have passed: it applies now.
      const [safari] = await booking().listExperiences({ handle: "safari-dunas-rojas" })
      await booking().updateExperiences({
        id: safari.id,
        cancellation_policy: { type: "penalty", percent: 30, days: 30, hours: 0, minutes: 0 },
      })
      const reg = await store.post("/auth/customer/emailpass/register", {
        email: "owner@example.com",
        password: "dunas-rojas-2026",
      })
      await store.post(
        "/store/customers",
        { email: "owner@example.com" },
        { authorization: `Bearer ${reg.data.token}` },
      )
      const token = (
        await store.post("/auth/customer/emailpass", {
          email: "owner@example.com",
          password: "dunas-rojas-2026",
        })
      ).data.token
      const auth = { authorization: `Bearer ${token}` }
      const { orderId, bookingId } = await withStoreHeaders(auth, () =>
        payLaterOrder("owner@example.com", { offset: 4 }),
      )
      const [payment] = await payments(orderId)
      expect((await adminPost(`/admin/payments/${payment.id}/capture`, {})).status).toBe(200)
      const mine = async () =>
        (await store.get("/store/customers/me/orders", auth)).data.orders.find(
          (o: any) => o.id === orderId,
        )
      expect((await mine()).state).toBe("confirmed")
      const done = await store.post(`/store/customers/me/bookings/${bookingId}/cancel`, {}, auth)
      expect(done.status).toBe(200)
      expect(done.data.cancellation.refund).toMatchObject({ amount: 63 })
      expect(await mine()).toMatchObject({ state: "cancelled", refunded: 63, kept: 27 })
      const admin = (await adminGet(`/admin/orders/${orderId}/lifecycle`)).data.lifecycle
      expect(admin).toMatchObject({ state: "cancelled", captured: 90, refunded: 63, kept: 27 })
      expect(admin.bookings).toEqual([
        expect.objectContaining({ id: bookingId, state: "cancelled" }),
      ])
    })
  },
})

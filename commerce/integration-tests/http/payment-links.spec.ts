import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { translate } from "../../src/lib/i18n/messages"
import { reconcileCardPaymentsWorkflow } from "../../src/workflows/payment/reconcile-card-payments"
import { useDeskWorld, useMailSink } from "../desk-world"
import { waitFor } from "../fixtures"
import { STRIPE_TEST, useStripeDoubleEnv } from "../stripe-double"
import { paymentLinkHelpers } from "./payment-links-helpers"

jest.setTimeout(180_000)
useStripeDoubleEnv()
const sink = useMailSink()

const HOUR = 3600

/**
 * Payment links of pay-later orders: made for what the live bookings still
 * owe, never past the activity's start or its free-cancellation deadline,
 * expired at Stripe when the order is cancelled or changes, refunded when
 * paid after all, confirmed by e-mail in the order's language, and readable
 * from their return page without the cart's browser.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: (runner) => {
    const world = useDeskWorld(runner, { sink, webhook: "hold" })
    const { store, container, adminGet, adminPost } = world
    const links = paymentLinkHelpers(world)
    const { payLaterOrder, openDays, session, payAtStripe, expiredAtStripe, deliver } = links
    const { sendLink, paidLink, withStripeDown, refundedCents, startsAt, linkRefund } = links
    const { cancelBooking } = links
    /** The e-mail to `to` that `found` picks (other mails may arrive around it). */
    const mailTo = (to: string, found: (m: { text?: string; subject?: string }) => unknown) =>
      waitFor(async () => (await sink().waitFor(to, 1)).find(found))

    it("makes the link for what the live bookings owe, expires the old one when a booking is cancelled, and never makes one for 0", async () => {
      const order = await payLaterOrder({ adults: [2, 3] })
      const first = await sendLink(order.orderId)
      expect(first.status).toBe(200)
      expect((await session(first.data.payment_link.id)).amount_total).toBe(order.totalCents)

      // The traveller cancels one booking: the link for the old total must not stay payable.
      await cancelBooking(order.bookings[0].id)
      await expiredAtStripe(first.data.payment_link.id)
      const second = await sendLink(order.orderId)
      expect(second.status).toBe(200)
      expect(second.data.payment_link.id).not.toBe(first.data.payment_link.id)
      expect((await session(second.data.payment_link.id)).amount_total).toBe(
        order.bookings[1].cents,
      )
      expect(second.data.payment_link.amount).toBe(order.bookings[1].cents / 100)

      // Every booking cancelled: nothing is due, no link is made, the last one is expired.
      await cancelBooking(order.bookings[1].id)
      await expiredAtStripe(second.data.payment_link.id)
      const none = await sendLink(order.orderId, "en")
      expect(none.status).toBe(400)
      expect(["payment_link_nothing_due", "admin.paylater.order_not_pay_later"]).toContain(
        none.data.code,
      )
      if (none.data.code === "payment_link_nothing_due") {
        expect(none.data.message).toBe(
          "This order has nothing left to pay: its bookings are cancelled or paid.",
        )
        expect((await sendLink(order.orderId, "es")).data.message).toBe(
          "Este pedido no tiene nada pendiente de pago: sus reservas están canceladas o pagadas.",
        )
      }
    })

    it("expires the open link at Stripe when the order is cancelled, by the pay-later cancel and by Medusa's own cancel", async () => {
      for (const cancel of ["pay-later", "medusa"] as const) {
        const order = await payLaterOrder({ email: `cancel-${cancel}@example.com` })
        const link = await sendLink(order.orderId)
        expect(link.status).toBe(200)
        const cancelled =
          cancel === "pay-later"
            ? await adminPost(`/admin/pay-later/${order.orderId}/cancel`)
            : await adminPost(`/admin/orders/${order.orderId}/cancel`)
        expect(cancelled.status).toBe(200)
        await expiredAtStripe(link.data.payment_link.id)
        const paid = await payAtStripe(link.data.payment_link.id)
        expect(paid.status).toBe(400)
        expect((await paid.json()).error.code).toBe("checkout_session_not_open")
      }
    })

    it("refunds in full, from the webhook, a link paid after its order was cancelled, and records it on the order", async () => {
      const order = await payLaterOrder()
      const link = (await sendLink(order.orderId)).data.payment_link
      // The traveller pays while the admin cancels; Stripe's answer comes late (webhook held) and the cancellation cannot reach Stripe.
      expect((await payAtStripe(link.id)).status).toBe(200)
      await withStripeDown(link.id, async () =>
        expect((await adminPost(`/admin/pay-later/${order.orderId}/cancel`)).status).toBe(200),
      )
      expect(await refundedCents(link.id)).toBe(0)

      expect(await deliver(link.id)).toEqual([200])
      // The webhook answers at once and settles right after.
      await waitFor(async () => (await refundedCents(link.id)) === order.totalCents)
      await waitFor(() => linkRefund(order.orderId))
      const seen = await adminGet(`/admin/orders/${order.orderId}?fields=id,status,metadata`)
      expect(seen.data.order.status).toBe("canceled")
      expect(seen.data.order.metadata.payment_link).toMatchObject({
        id: link.id,
        refund: { amount: order.totalCents / 100, reason: "order_canceled" },
      })
      // A replayed event refunds nothing more.
      expect(await deliver(link.id)).toEqual([200])
      // The webhook answers at once and settles right after.
      await waitFor(async () => (await refundedCents(link.id)) === order.totalCents)
    })

    it("refunds, from the cancellation itself, a link paid just before it whose webhook is not in yet", async () => {
      const order = await payLaterOrder()
      const link = await paidLink(order.orderId)
      expect((await adminPost(`/admin/pay-later/${order.orderId}/cancel`)).status).toBe(200)
      // Refunded at Stripe, then recorded on the order for the admin.
      const recorded = await waitFor(() => linkRefund(order.orderId))
      expect(recorded).toMatchObject({ reason: "order_canceled", amount: order.totalCents / 100 })
      expect(await refundedCents(link.id)).toBe(order.totalCents)
      // The late webhook changes nothing more.
      expect(await deliver(link.id)).toEqual([200])
      await new Promise((r) => setTimeout(r, 1000))
      expect(await refundedCents(link.id)).toBe(order.totalCents)
    })

    it("refunds in full, from the reconcile job, a link paid after cancellation whose webhook never came", async () => {
      const order = await payLaterOrder()
      const link = await paidLink(order.orderId)
      await withStripeDown(link.id, async () =>
        expect((await adminPost(`/admin/orders/${order.orderId}/cancel`)).status).toBe(200),
      )
      expect(await refundedCents(link.id)).toBe(0)

      await reconcileCardPaymentsWorkflow(container()).run()
      expect(await refundedCents(link.id)).toBe(order.totalCents)
      expect(await linkRefund(order.orderId)).toMatchObject({ amount: order.totalCents / 100 })
      await reconcileCardPaymentsWorkflow(container()).run()
      expect(await refundedCents(link.id)).toBe(order.totalCents)
    })

    it("refunds a link paid for a balance that changed (a booking cancelled meanwhile) instead of taking the old total", async () => {
      const order = await payLaterOrder({ adults: [2, 1] })
      const link = await paidLink(order.orderId)
      await withStripeDown(link.id, () => cancelBooking(order.bookings[0].id))
      expect(await deliver(link.id)).toEqual([200])
      // The webhook answers at once and settles right after.
      await waitFor(async () => (await refundedCents(link.id)) === order.totalCents)
      // The order still owes its live booking, and a new link asks for exactly that.
      const again = await sendLink(order.orderId)
      expect(again.status).toBe(200)
      expect((await session(again.data.payment_link.id)).amount_total).toBe(order.bookings[1].cents)
    })

    it("ends the link before the activity starts and before free cancellation ends, stated in the experience's time", async () => {
      const days = await openDays()
      const order = await payLaterOrder({ offset: days[0] })
      const slotId = order.bookings[0].slotId
      const now = Math.floor(Date.now() / 1000)

      // Starts in 10 hours (free cancellation long over): the link ends before the start, not 23 h from now.
      await startsAt(slotId, now + 10 * HOUR)
      const soon = await sendLink(order.orderId)
      expect(soon.status).toBe(200)
      expect(soon.data.payment_link.expires_at).toBeLessThanOrEqual(now + 10 * HOUR)
      expect(soon.data.payment_link.expires_at).toBeGreaterThanOrEqual(now + 30 * 60)
      expect(soon.data.payment_link.timezone).toBe("Asia/Riyadh")
      expect(soon.data.payment_link.expires_at_local).toMatch(/GMT\+3/)
      expect(soon.data.payment_link.expires_at_local).not.toMatch(/UTC/)

      // Free cancellation (2 days before) ends in 5 hours: the link ends before it.
      const order2 = await payLaterOrder({ offset: days[1], email: "deadline@example.com" })
      await startsAt(order2.bookings[0].slotId, now + 48 * HOUR + 5 * HOUR)
      const beforeDeadline = await sendLink(order2.orderId)
      expect(beforeDeadline.status).toBe(200)
      expect(beforeDeadline.data.payment_link.expires_at).toBeLessThanOrEqual(now + 5 * HOUR)

      // The e-mail states it in the experience's time with its zone.
      const linkMail = await mailTo("deadline@example.com", (m) =>
        m.text?.includes(beforeDeadline.data.payment_link.url),
      )
      expect(linkMail.text).toMatch(/GMT\+3/)
      const riyadhTime = new Intl.DateTimeFormat("en-GB", {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: "Asia/Riyadh",
      })
      expect(linkMail.text).toContain(
        riyadhTime.format(beforeDeadline.data.payment_link.expires_at * 1000),
      )

      // Starts in 20 minutes: no window of 30 minutes is left; refused, saying why.
      const order3 = await payLaterOrder({ offset: days[2], email: "late@example.com" })
      await startsAt(order3.bookings[0].slotId, now + 20 * 60)
      const late = await sendLink(order3.orderId, "en")
      expect(late).toMatchObject({ status: 400, data: { code: "payment_link_starts_too_soon" } })
      expect(late.data.message).toMatch(/^The activity starts at .+GMT\+3.+less than 30 minutes/)
      const lateEs = await sendLink(order3.orderId, "es")
      expect(lateEs.data.message).toMatch(/^La actividad empieza el .+GMT\+3/)

      // Free cancellation ends in 10 minutes: refused too, naming the deadline.
      const order4 = await payLaterOrder({ offset: days[3], email: "deadline-soon@example.com" })
      await startsAt(order4.bookings[0].slotId, now + 48 * HOUR + 10 * 60)
      const closing = await sendLink(order4.orderId, "en")
      expect(closing).toMatchObject({
        status: 400,
        data: { code: "payment_link_free_cancellation_ends" },
      })
      expect(closing.data.message).toMatch(/^Free cancellation ends at .+GMT\+3/)
    })

    it("writes the link e-mail and the payment-received e-mail in the order's language, not the admin's", async () => {
      const order = await payLaterOrder({ locale: "en", email: "english@example.com" })
      const sent = await sendLink(order.orderId, "es")
      expect(sent.status).toBe(200)
      // The admin reads the expiry in their own language; the traveller's page and e-mail are in English.
      expect(sent.data.payment_link).toMatchObject({
        locale: "en",
        expires_at_local: expect.stringMatching(/ de .+GMT\+3$/),
      })
      expect((await session(sent.data.payment_link.id)).locale).toBe("en")
      const linkMail = await mailTo("english@example.com", (m) =>
        m.text?.includes(sent.data.payment_link.url),
      )
      expect(linkMail.subject).toMatch(/^Complete the payment of order no\./)

      expect((await payAtStripe(sent.data.payment_link.id)).status).toBe(200)
      expect(await deliver(sent.data.payment_link.id)).toEqual([200])
      const received = await mailTo("english@example.com", (m) =>
        /payment received/i.test(m.subject ?? ""),
      )
      const amount = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(
        order.totalCents / 100,
      )
      expect(received!.text).toContain(amount)
      expect(received!.text).not.toMatch(/Hemos recibido/)
      // Delivered again: one e-mail only.
      await deliver(sent.data.payment_link.id)
      await new Promise((r) => setTimeout(r, 500))
      expect(
        (await sink().waitFor("english@example.com", 3, 1000)).filter((m) =>
          /payment received/i.test(m.subject ?? ""),
        ),
      ).toHaveLength(1)
    })

    it("answers the link's return page from the session alone (no cart), with a token that reads the order", async () => {
      const order = await payLaterOrder()
      const link = (await sendLink(order.orderId)).data.payment_link
      const unpaid = await store.get(`/store/payment-links/${link.id}`)
      expect(unpaid.status).toBe(200)
      expect(unpaid.data.payment_link).toMatchObject({
        outcome: "pending",
        order_id: order.orderId,
        order_token: null,
      })

      expect((await payAtStripe(link.id)).status).toBe(200)
      const paid = await store.get(`/store/payment-links/${link.id}`)
      expect(paid.data.payment_link).toMatchObject({ outcome: "success", order_id: order.orderId })
      const read = await store.get(`/store/orders/${order.orderId}?fields=id,display_id`, {
        "x-order-token": paid.data.payment_link.order_token,
      })
      expect(read.status).toBe(200)
      expect(read.data.order.id).toBe(order.orderId)

      // A cart's session, or one Stripe does not know, is not a payment link: 404 in the visitor's language.
      const unknown = await store.get(`/store/payment-links/cs_test_unknown123`, {
        "accept-language": "en",
      })
      expect(unknown.status).toBe(404)
      expect(unknown.data).toMatchObject({
        code: "payment_link_not_found",
        message: "We could not find that payment link.",
      })
      for (const hostile of [
        "not-a-session",
        "cs_%00",
        "..%2F..%2Fadmin",
        `cs_${"x".repeat(300)}`,
        "cs_a%20b",
      ]) {
        const bad = await store.get(`/store/payment-links/${hostile}`, { "accept-language": "en" })
        // Our route's own check, or the request guard before it (control characters): a localised 400 either way.
        expect(bad.status).toBe(400)
        expect(["invalid_request", "invalid_characters"]).toContain(bad.data.code)
        expect(bad.data.message).toBe(translate(bad.data.code, "en"))
      }
      // The admin's route refuses what is not its body, in the admin's language.
      const junk = await adminPost(
        `/admin/pay-later/${order.orderId}/payment-link`,
        { locale: "fr", amount: 1 },
        "en",
      )
      expect(junk.status).toBe(400)
    })
  },
})

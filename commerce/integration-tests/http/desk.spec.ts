import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { readOrderMoney } from "../../src/lib/order-money"
import { bookingReference } from "../../src/lib/signed-token"
import { DESERT_SAFARI, dayFromToday, waitFor } from "../fixtures"
import { STRIPE_TEST, useStripeDoubleEnv } from "../stripe-double"
import { useDeskWorld, useMailSink } from "../desk-world"
import { bookingIds, deskSearch, expectDeskRefusals, expectDeskSearch } from "./desk-helpers"

jest.setTimeout(240_000)
useStripeDoubleEnv()
const sink = useMailSink()

/**
 * The booking desk (issue 25): find any booking (reference, e-mail, lead
 * guest, experience, date, order number; state and payment filters; paging),
 * its page (voucher facts, money, history), and its actions, each a
 * lifecycle workflow: cancel with the policy's refund, in full or an amount
 * (reason e-mailed), resend the voucher, mark a pay-later order paid.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: (runner) => {
    const world = useDeskWorld(runner, { sink })
    const { container, double, booking, adminGet, adminPost, sql } = world
    const { capturedPayments, refundedAtStripe, seatsLeft, mailTo, payLaterOrder, cardOrder } =
      world
    const search = deskSearch(world)
    const ids = bookingIds

    it("every desk route needs an admin (401) and refuses bad input with a 4xx in the admin's language", async () => {
      await expectDeskRefusals(world)
    })

    it("finds a booking by reference, e-mail, lead guest, experience, date and order number; filters by state and payment; pages; Medusa's order search takes a reference", async () => {
      await expectDeskSearch(world)
    })

    it("cancels a card booking with the policy's refund: 50 % back at Stripe, seats back, e-mail with the reason in the traveller's language, history with who", async () => {
      const order = await cardOrder("policy@example.com", { offset: 1, locale: "en" })
      sink().clear()
      const left = await seatsLeft(order.offset, order.slotId)
      const page = (await adminGet(`/admin/bookings/${order.bookingId}`, "en")).data.booking
      expect(page).toMatchObject({
        reference: bookingReference(order.bookingId),
        status: "live",
        experience: { title: "Red dunes safari", handle: DESERT_SAFARI.handle },
        start_time: "06:00",
        party: [{ label: "Adult", count: 2 }],
        lead_guest: { name: "Lucía Pérez", email: "policy@example.com" },
        money: { state: "paid", captured: 90, refunded: 0, booking_paid: 90, policy_refund: 45 },
        actions: { cancel: true, mark_paid: false, resend_voucher: true },
      })
      expect(page.voucher_url).toMatch(/\/en\/voucher\//)
      expect(page.starts_text).toMatch(/GMT/)

      const done = await adminPost(
        `/admin/bookings/${order.bookingId}/cancel`,
        { refund: "policy", reason: "Sandstorm warning" },
        "en",
      )
      expect(done.status).toBe(200)
      expect(done.data.cancellation).toMatchObject({
        status: "cancelled",
        refund: { amount: 45, currency_code: "eur" },
      })
      expect(await refundedAtStripe(order.intentId)).toBe(4500)
      expect(await seatsLeft(order.offset, order.slotId)).toBe(left + 2)
      expect(await readOrderMoney(container(), order.orderId)).toMatchObject({
        state: "cancelled",
        refunded: 45,
        kept: 45,
      })
      const mail = await mailTo("policy@example.com", /^Booking cancelled: SND-/)
      expect(mail.text).toContain("Reason: Sandstorm warning")
      expect(mail.text).toContain("€45.00")

      const after = (await adminGet(`/admin/bookings/${order.bookingId}`)).data.booking
      expect(after).toMatchObject({
        status: "cancelled",
        money: { state: "cancelled", refunded: 45, kept: 45 },
        actions: { cancel: false },
      })
      const cancelled = after.history.filter((h: any) => h.action === "cancelled")
      expect(cancelled).toHaveLength(1)
      expect(cancelled[0]).toMatchObject({
        actor: "admin@example.com",
        data: { mode: "policy", reason: "Sandstorm warning" },
      })

      const again = await adminPost(
        `/admin/bookings/${order.bookingId}/cancel`,
        { refund: "full", reason: "Again" },
        "en",
      )
      expect([again.status, again.data.code]).toEqual([409, "desk.booking_cancelled"])
      expect(again.data.message).toBe(
        `Booking ${bookingReference(order.bookingId)} is already cancelled.`,
      )
      expect(await refundedAtStripe(order.intentId)).toBe(4500)
    })

    it("two cancels of one booking at once refund once; a custom amount refunds that amount and no more than was paid", async () => {
      const twice = await cardOrder("twice@example.com", { offset: 3 })
      const answers = await Promise.all([
        adminPost(`/admin/bookings/${twice.bookingId}/cancel`, {
          refund: "full",
          reason: "Duplicate",
        }),
        adminPost(`/admin/bookings/${twice.bookingId}/cancel`, {
          refund: "full",
          reason: "Duplicate",
        }),
      ])
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
      expect(await refundedAtStripe(twice.intentId)).toBe(9000)
      expect(await readOrderMoney(container(), twice.orderId)).toMatchObject({
        state: "cancelled",
        refunded: 90,
        kept: 0,
      })
      const mail = await mailTo("twice@example.com", /^Reserva cancelada: SND-/)
      expect(mail.text).toContain("Motivo: Duplicate")

      const custom = await cardOrder("custom@example.com", { offset: 3 })
      const tooMuch = await adminPost(`/admin/bookings/${custom.bookingId}/cancel`, {
        refund: "custom",
        amount: 91,
        reason: "Goodwill",
      })
      expect([tooMuch.status, tooMuch.data.code]).toEqual([400, "desk.refund_too_high"])
      expect(tooMuch.data.message).toContain("90.00 EUR")
      const tooMuchEn = await adminPost(
        `/admin/bookings/${custom.bookingId}/cancel`,
        { refund: "custom", amount: 91, reason: "Goodwill" },
        "en",
      )
      expect(tooMuchEn.data.message).toMatch(/^The refund cannot be more than 90.00 EUR/)
      expect((await booking().listBookings({ id: custom.bookingId }))[0].status).toBe("confirmed")
      const done = await adminPost(`/admin/bookings/${custom.bookingId}/cancel`, {
        refund: "custom",
        amount: 30.5,
        reason: "Partial goodwill",
      })
      expect(done.status).toBe(200)
      expect(await refundedAtStripe(custom.intentId)).toBe(3050)
      expect(await readOrderMoney(container(), custom.orderId)).toMatchObject({
        state: "cancelled",
        refunded: 30.5,
        kept: 59.5,
      })
    })

    it("marks a pay-later order paid at the desk: money, follow-up and manifest say paid, the link sent before is expired, history has method and reference; twice is a 409", async () => {
      const order = await payLaterOrder("desk-pay@example.com", { offset: 3 })
      const link = (await adminPost(`/admin/pay-later/${order.orderId}/payment-link`, {})).data
        .payment_link
      expect((await double().stripe.checkout.sessions.retrieve(link.id)).status).toBe("open")
      const before = (await adminGet(`/admin/bookings/${order.bookingId}`)).data.booking
      expect(before.money.payment_links).toEqual([
        expect.objectContaining({ id: link.id, amount: 90, state: "open" }),
      ])
      expect(before.actions.mark_paid).toBe(true)

      const paid = await adminPost(`/admin/bookings/${order.bookingId}/mark-paid`, {
        method: "bank_transfer",
        reference: "TR-2026-0042",
      })
      expect(paid.status).toBe(200)
      expect(paid.data.payment.paid).toEqual({ amount: 90, currency_code: "eur" })
      expect(await readOrderMoney(container(), order.orderId)).toMatchObject({
        state: "paid",
        captured: 90,
      })
      expect((await double().stripe.checkout.sessions.retrieve(link.id)).status).toBe("expired")
      const followUp = (
        await adminGet(`/admin/pay-later?from=${dayFromToday(0)}&to=${dayFromToday(9)}`)
      ).data.orders
      expect(followUp.map((o: any) => o.id)).not.toContain(order.orderId)
      const manifest = (await adminGet(`/admin/manifest?date=${dayFromToday(3)}`)).data.bookings
      expect(manifest.find((e: any) => e.booking_id === order.bookingId).payment_state).toBe("paid")
      const page = (await adminGet(`/admin/bookings/${order.bookingId}`, "en")).data.booking
      expect(page.money.state).toBe("paid")
      expect(page.money.payment_links[0].state).toBe("expired")
      expect(page.history.map((h: any) => h.action)).toEqual(
        expect.arrayContaining(["booked", "payment_link_sent", "marked_paid"]),
      )
      expect(page.history.find((h: any) => h.action === "marked_paid")).toMatchObject({
        actor: "admin@example.com",
        data: { method: "bank_transfer", reference: "TR-2026-0042", amount: 90 },
      })
      const again = await adminPost(
        `/admin/bookings/${order.bookingId}/mark-paid`,
        { method: "cash", reference: "R2" },
        "en",
      )
      expect([again.status, again.data.code, again.data.message]).toEqual([
        409,
        "desk.nothing_due",
        "This order has nothing left to pay.",
      ])

      // Paid at the desk, then cancelled in full: the money goes back (a pay-later capture moves no card money).
      const cancelled = await adminPost(`/admin/bookings/${order.bookingId}/cancel`, {
        refund: "full",
        reason: "Client ill",
      })
      expect(cancelled.data.cancellation.refund).toEqual({ amount: 90, currency_code: "eur" })
      expect(await readOrderMoney(container(), order.orderId)).toMatchObject({
        state: "cancelled",
        refunded: 90,
      })
    })

    it("a goodwill refund from Medusa's payment section is in the booking's history, with who made it", async () => {
      const order = await cardOrder("kind@example.com", { offset: 3 })
      const reasons = (await adminGet("/admin/refund-reasons?limit=50")).data.refund_reasons as {
        id: string
        code: string
      }[]
      const [payment] = await capturedPayments(order.orderId)
      const refund = await adminPost(`/admin/payments/${payment.id}/refund`, {
        amount: 12,
        refund_reason_id: reasons.find((r) => r.code === "goodwill")!.id,
      })
      expect(refund.status).toBe(200)
      const line = await waitFor(async () =>
        ((await adminGet(`/admin/bookings/${order.bookingId}`)).data.booking.history as any[]).find(
          (h) => h.action === "refunded",
        ),
      )
      expect(line).toMatchObject({
        actor: "admin@example.com",
        data: { amount: 12, currency_code: "eur" },
      })
      const page = (await adminGet(`/admin/bookings/${order.bookingId}`)).data.booking
      expect(page).toMatchObject({
        status: "live",
        money: { state: "partly_refunded", refunded: 12, kept: 78 },
      })
      expect(ids(await search("payment=partly_refunded"))).toEqual([order.bookingId])
    })

    it("resends a voucher in the order's language, once a minute; refuses a cancelled booking", async () => {
      const order = await payLaterOrder("resend@example.com", { offset: 3, locale: "en" })
      await sink().waitFor("resend@example.com", 1)
      sink().clear()
      const sent = await adminPost(`/admin/bookings/${order.bookingId}/resend-voucher`, {})
      expect(sent.status).toBe(200)
      expect(sent.data.voucher).toMatchObject({
        reference: bookingReference(order.bookingId),
        to: "resend@example.com",
        locale: "en",
      })
      const [mail] = await sink().waitFor("resend@example.com", 1)
      expect(mail.text).toContain(bookingReference(order.bookingId))
      expect(mail.text).toContain("Red dunes safari")
      const again = await adminPost(`/admin/bookings/${order.bookingId}/resend-voucher`, {}, "en")
      expect([again.status, again.data.code]).toEqual([409, "desk.voucher_recently_sent"])
      expect(again.data.message).toMatch(/^The voucher was resent at \d\d:\d\d/)
      const history = (await adminGet(`/admin/bookings/${order.bookingId}`)).data.booking.history
      expect(history.filter((h: any) => h.action === "voucher_resent")).toHaveLength(1)

      await adminPost(`/admin/bookings/${order.bookingId}/cancel`, {
        refund: "policy",
        reason: "Changed plans",
      })
      await new Promise((r) => setTimeout(r, 50))
      await sql(
        `UPDATE booking_event SET created_at = now() - interval '2 minutes' WHERE action = 'voucher_resent'`,
      )
      const refused = await adminPost(`/admin/bookings/${order.bookingId}/resend-voucher`, {})
      expect([refused.status, refused.data.code]).toEqual([409, "desk.booking_cancelled"])
    })
  },
})

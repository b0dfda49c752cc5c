import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { Locale } from "../../src/lib/i18n/messages"
import { bookingReference } from "../../src/lib/signed-token"
import { useDeskWorld, useMailSink } from "../desk-world"
import { DESERT_SAFARI, dayFromToday, send, waitFor } from "../fixtures"
import { STRIPE_TEST, useStripeDoubleEnv } from "../stripe-double"
import { orderMoney } from "./change-booking-helpers"

jest.setTimeout(240_000)
useStripeDoubleEnv()
const sink = useMailSink()

const NO_BOOKING = "bkg_01JZZZZZZZZZZZZZZZZZZZZZZZ"

/**
 * The operator changes a booking's date, time or party
 * (`POST /admin/bookings/:id/change`): seats move (held first), the price
 * difference is charged by a payment link or refunded at Stripe, the
 * traveller gets the new voucher by e-mail in the order's language, and the
 * manifest, voucher and money state say the new facts.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: (runner) => {
    const world = useDeskWorld(runner, { sink })
    const { api, container, double, booking, adminGet, adminPost, sql } = world
    const { refundedAtStripe, day, seatsLeft, manifestOf, voucherOf } = world
    const change = (bookingId: string, body: object, locale: Locale = "es") =>
      adminPost(`/admin/bookings/${bookingId}/change`, body, locale)
    const money = (orderId: string) => orderMoney(container(), orderId)
    const changedMail = world.mailTo

    /** A card order of `adult` adults, `offset` days ahead at the first start time, paid, settled and its confirmation mailed. */
    async function cardOrder(
      email: string,
      { adult = 2, offset = 3, locale = "es" as Locale, promo = null as string | null } = {},
    ) {
      const order = await world.cardOrder(email, {
        adult,
        offset,
        locale,
        promo,
        name: ["Marta", "Gil"],
      })
      await sink().waitFor(email, 1)
      sink().clear()
      return order
    }

    it("moves a paid booking to another date at the same price: seats move, nothing charged or refunded, the new voucher by e-mail", async () => {
      const order = await cardOrder("mover@example.com")
      const target = (await day(4)).options[0].slots[1]
      const leftBefore = { from: await seatsLeft(3, order.slotId), to: target.seats_left }
      const before = await money(order.orderId)

      const context = await adminGet(`/admin/bookings/${order.bookingId}/change`)
      expect(context.data.booking).toMatchObject({
        slot_id: order.slotId,
        handle: DESERT_SAFARI.handle,
        travellers: { adult: 2 },
      })
      const preview = await change(order.bookingId, {
        slot_id: target.id,
        preview: true,
        version: context.data.booking.version,
      })
      expect(preview.status).toBe(200)
      expect(preview.data.change).toMatchObject({ difference: 0, money: "none", preview: true })
      expect(await seatsLeft(4, target.id)).toBe(leftBefore.to)

      const changed = await change(order.bookingId, { slot_id: target.id })
      expect(changed.status === 200 ? 200 : changed.data).toBe(200)
      expect(changed.data.change).toMatchObject({
        difference: 0,
        refund: 0,
        payment_link: null,
        to: { slot_id: target.id, local_date: dayFromToday(4), start_time: "15:30" },
      })
      expect(await seatsLeft(3, order.slotId)).toBe(leftBefore.from + 2)
      expect(await seatsLeft(4, target.id)).toBe(leftBefore.to - 2)
      expect(await money(order.orderId)).toEqual(before)
      expect(await refundedAtStripe(order.intentId)).toBe(0)

      // Manifest, voucher (same reference) and the account's order all read the new date.
      expect(await manifestOf(order.bookingId, 3)).toBeUndefined()
      expect(await manifestOf(order.bookingId, 4)).toMatchObject({
        reference: bookingReference(order.bookingId),
        payment_state: "paid",
      })
      expect(await voucherOf(order.bookingId)).toMatchObject({
        reference: bookingReference(order.bookingId),
        local_date: dayFromToday(4),
        start_time: "15:30",
      })
      const mail = await changedMail("mover@example.com", /^Tu reserva SND-.* ha cambiado$/)
      expect(mail.subject).toBe(`Tu reserva ${bookingReference(order.bookingId)} ha cambiado`)
      expect(mail.text).toContain("15:30")
      expect(mail.text).not.toMatch(/Diferencia a pagar|Te devolvemos/)

      // The same change again: nothing to change (409), nothing moves.
      const again = await change(order.bookingId, { slot_id: target.id }, "en")
      expect(again).toMatchObject({ status: 409, data: { code: "change.nothing_to_change" } })
      expect(again.data.message).toMatch(/nothing to change/)

      // The desk's history has one line for the change: who, and from when to when in the admin's language.
      const changes = async (locale: Locale) =>
        (
          (await adminGet(`/admin/bookings/${order.bookingId}`, locale)).data.booking
            .history as any[]
        ).filter((h) => h.action === "changed")
      const [line] = await waitFor(async () => {
        const lines = await changes("es")
        return lines.length ? lines : null
      })
      expect(await changes("es")).toHaveLength(1)
      expect(line.actor).toEqual(expect.any(String))
      expect(line.data).toMatchObject({ from_seats: 2, to_seats: 2, difference: 0 })
      expect(line.data.to_local).toMatch(/ de \d{4} a las 15:30 /)
      expect(line.data.from_local).not.toBe(line.data.to_local)
      expect((await changes("en"))[0].data.to_local).toMatch(/ \d{4} at 15:30 /)
    })

    it("a larger party on the same slot holds only the extra seats and charges the difference by a payment link; paying it settles the order", async () => {
      const order = await cardOrder("grow@example.com", { locale: "en" })
      const left = await seatsLeft(3, order.slotId)
      const changed = await change(order.bookingId, { travellers: { adult: 3 } })
      expect(changed.status === 200 ? 200 : changed.data).toBe(200)
      expect(changed.data.change).toMatchObject({ difference: 45, refund: 0 })
      const link = changed.data.change.payment_link
      expect(link).toMatchObject({ amount: 45 })
      expect(await seatsLeft(3, order.slotId)).toBe(left - 1)
      const after = await money(order.orderId)
      expect(after).toMatchObject({ total: 13500, captured: 9000, refunded: 0 })
      // Each e-mail in the order's language: the link for 45 and the changed booking.
      const mail = await changedMail("grow@example.com", /^Your booking SND-.* has changed$/)
      expect(mail.text).toContain("Difference to pay: €45.00")
      expect(mail.text).toContain(link.url)

      expect(
        (await double().control(`sessions/${link.id}/pay`, { card: "4242 4242 4242 4242" }))
          .outcome,
      ).toBe("succeeded")
      await waitFor(async () => (await money(order.orderId)).captured === 13500)
      expect(await manifestOf(order.bookingId, 3)).toMatchObject({ payment_state: "paid" })
    })

    it("a smaller party refunds the difference at Stripe and gives the seat back", async () => {
      const order = await cardOrder("shrink@example.com")
      const left = await seatsLeft(3, order.slotId)
      const changed = await change(order.bookingId, { travellers: { adult: 1 } }, "en")
      expect(changed.status === 200 ? 200 : changed.data).toBe(200)
      expect(changed.data.change).toMatchObject({ difference: -45, refund: 45, payment_link: null })
      expect(await seatsLeft(3, order.slotId)).toBe(left + 1)
      expect(await refundedAtStripe(order.intentId)).toBe(4500)
      expect(await money(order.orderId)).toMatchObject({
        total: 4500,
        captured: 9000,
        refunded: 4500,
      })
      const mail = await changedMail("shrink@example.com", /^Tu reserva SND-.* ha cambiado$/)
      expect(mail.text).toContain("Te devolvemos: 45,00")
    })

    it("keeps the promotion's share of the booking: a 10 % code stays 10 % of the new price", async () => {
      const order = await cardOrder("promo@example.com", { promo: "BIENVENIDA10" })
      expect(await money(order.orderId)).toMatchObject({ total: 8100, captured: 8100 })
      const preview = await change(order.bookingId, { travellers: { adult: 3 }, preview: true })
      expect(preview.data.change).toMatchObject({
        old_total: 81,
        new_total: 121.5,
        difference: 40.5,
        discount_share: 10,
        money: "payment_link",
      })
      const changed = await change(order.bookingId, { travellers: { adult: 3 } })
      expect(changed.status === 200 ? 200 : changed.data).toBe(200)
      expect(changed.data.change.payment_link).toMatchObject({ amount: 40.5 })
      expect(await money(order.orderId)).toMatchObject({ total: 12150, captured: 8100 })
      const back = await change(order.bookingId, { travellers: { adult: 1 } }, "en")
      expect(back.status === 200 ? 200 : back.data).toBe(200)
      // The unpaid 40.50 is forgiven first; the rest of the 81.00 taken off is refunded.
      expect(back.data.change).toMatchObject({ new_total: 40.5, difference: -81, refund: 40.5 })
      expect(await refundedAtStripe(order.intentId)).toBe(4050)
      expect(await money(order.orderId)).toMatchObject({
        total: 4050,
        captured: 8100,
        refunded: 4050,
      })
    })

    it("refuses a full or closed slot with the numbers, another experience or option, a cancelled, checked-in or started booking", async () => {
      const order = await cardOrder("refused@example.com")
      const slots = (local_date: string, option_code = "standard") =>
        booking().listSlots(
          { local_date, option_code },
          { order: { starts_at: "ASC" }, take: null },
        )
      const safari = (await booking().listSlots({ id: order.slotId }))[0]
      const sameOption = async (offset: number) =>
        (await slots(dayFromToday(offset), safari.option_code)).filter(
          (s) => s.product_id === safari.product_id,
        )
      const [full] = await sameOption(6)
      const soldOut = await change(order.bookingId, { slot_id: full.id }, "en")
      expect(soldOut).toMatchObject({
        status: 409,
        data: { code: "not_enough_seats" },
      })
      const [closed] = await sameOption(5)
      expect(await change(order.bookingId, { slot_id: closed.id })).toMatchObject({
        status: 400,
        data: { code: "slot_closed" },
      })
      const other = (
        await booking().listSlots({ local_date: dayFromToday(4) }, { take: null })
      ).find((s) => s.product_id !== safari.product_id || s.option_code !== safari.option_code)!
      const elsewhere = await change(order.bookingId, { slot_id: other.id }, "en")
      expect(elsewhere).toMatchObject({ status: 400, data: { code: "change.other_experience" } })
      expect(elsewhere.data.message).toMatch(/same experience and option/)
      // Nothing moved on any refusal.
      expect((await booking().listBookings({ id: order.bookingId }))[0].slot_id).toBe(order.slotId)

      const started = await cardOrder("started@example.com", { offset: 2 })
      await sql(
        `UPDATE slot SET starts_at = now() - interval '1 hour' WHERE id = '${started.slotId}'`,
      )
      expect(await change(started.bookingId, { travellers: { adult: 1 } })).toMatchObject({
        status: 400,
        data: { code: "change.slot_started" },
      })
      await sql(
        `UPDATE slot SET starts_at = now() + interval '2 days' WHERE id = '${started.slotId}'`,
      )

      await booking().checkInBooking(order.bookingId)
      const checkedIn = await change(order.bookingId, { travellers: { adult: 1 } })
      expect(checkedIn).toMatchObject({ status: 400, data: { code: "change.booking_checked_in" } })
      expect(checkedIn.data.message).toMatch(/registró en el punto de encuentro/)
      await booking().undoCheckIn(order.bookingId)

      const cancelled = await adminPost(`/admin/orders/${order.orderId}/cancel`, {})
      expect(cancelled.status).toBe(200)
      const gone = await change(order.bookingId, { travellers: { adult: 1 } }, "en")
      expect(gone).toMatchObject({ status: 400, data: { code: "change.booking_cancelled" } })
      expect(gone.data.message).toBe("This booking is cancelled: it cannot be changed.")
    })

    it("two changes at once: one wins, the other gets a 409, and the seats and money move once", async () => {
      const order = await cardOrder("twice@example.com")
      const target = (await day(4)).options[0].slots[0]
      const results = await Promise.all([
        change(order.bookingId, { slot_id: target.id, travellers: { adult: 3 } }),
        change(order.bookingId, { slot_id: target.id, travellers: { adult: 3 } }),
      ])
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
      const refused = results.find((r) => r.status === 409)!
      expect(["change.busy", "change.nothing_to_change", "change.booking_changed"]).toContain(
        refused.data.code,
      )
      expect(await seatsLeft(4, target.id)).toBe(target.seats_left - 3)
      expect(await money(order.orderId)).toMatchObject({ total: 13500, captured: 9000 })
      const stale = await change(order.bookingId, {
        travellers: { adult: 2 },
        version: "2020-01-01T00:00:00.000Z",
      })
      expect(stale).toMatchObject({ status: 409, data: { code: "change.booking_changed" } })
    })

    it("validates ids and bodies in both languages, and needs an admin session (401)", async () => {
      const anonymous = await send(api.post(`/admin/bookings/${NO_BOOKING}/change`, {}))
      expect(anonymous.status).toBe(401)
      expect((await send(api.get(`/admin/bookings/${NO_BOOKING}/change`))).status).toBe(401)
      expect(await adminGet(`/admin/bookings/${NO_BOOKING}/change`, "en")).toMatchObject({
        status: 404,
        data: { code: "reservation_not_found" },
      })
      const shape = await change("not-a-booking", { travellers: { adult: 1 } }, "en")
      expect(shape).toMatchObject({ status: 404, data: { code: "reservation_not_found" } })
      const unknown = await change(NO_BOOKING, { travellers: { adult: 1 } })
      expect(unknown).toMatchObject({ status: 404, data: { code: "reservation_not_found" } })
      const es = await change(NO_BOOKING, { slot_id: "slot_x" }, "es")
      const en = await change(NO_BOOKING, { slot_id: "slot_x" }, "en")
      expect(es.status).toBe(400)
      expect(en.status).toBe(400)
      expect(es.data.message).not.toBe(en.data.message)
      for (const body of [
        { travellers: { adult: -1 } },
        { travellers: { adult: 1, pets: 2 } },
        { force: true },
        { travellers: { adult: 1.5 } },
        { version: "yesterday" },
        { extras: [{ code: "<script>" }] },
      ]) {
        expect((await change(NO_BOOKING, body, "en")).status).toBe(400)
      }
    })
  },
})

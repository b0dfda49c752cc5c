import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { Locale } from "../../src/lib/i18n/messages"
import { bookingReference } from "../../src/lib/signed-token"
import { useDeskWorld, useMailSink } from "../desk-world"
import { dayFromToday, DESERT_SAFARI, send } from "../fixtures"
import { STRIPE_TEST, useStripeDoubleEnv } from "../stripe-double"

jest.setTimeout(240_000)
useStripeDoubleEnv()
const sink = useMailSink()

/**
 * Departures: the operator cancels a slot or a date that has bookings; the
 * admin first sees who is affected, then one confirmation refunds everyone in
 * full, e-mails each traveller in their own language, and closes it for good.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: (runner) => {
    const world = useDeskWorld(runner, { sink })
    const { api, store, booking, adminGet, adminPost, sql, refundedAtStripe } = world
    const departureMail = world.mailTo
    const base = `/admin/experiences/${DESERT_SAFARI.handle}/departures`
    const day = dayFromToday(3)
    const guest = (locale: Locale): [string, string] => [locale === "es" ? "Marta" : "Emma", "Gil"]
    /** A card order (90 EUR) on the 06:00 slot of day 3, paid at the Stripe double and settled. */
    const cardOrder = (email: string, locale: Locale) =>
      world.cardOrder(email, { locale, name: guest(locale) })
    /** A pay-later order (nothing paid). */
    const payLaterOrder = (email: string, locale: Locale) =>
      world.payLaterOrder(email, { locale, name: guest(locale) })

    /** A cart with 2 adults on the 06:00 (slotIndex 0) or 15:30 (1) shared slot of day 3, its e-mail and language set. */
    async function readyCart(email: string, locale: Locale, slotIndex = 0) {
      const { cartId, slotId } = await store.cartWithBooking({ adult: 2 }, { offset: 3, slotIndex })
      const updated = await store.post(
        `/store/carts/${cartId}`,
        {
          email,
          billing_address: { first_name: locale === "es" ? "Marta" : "Emma", last_name: "Gil" },
        },
        { "x-medusa-locale": locale },
      )
      expect(updated.status).toBe(200)
      return { cartId, slotId }
    }

    const confirmedOn = async (slotId: string) =>
      Number(
        (
          await sql(
            `SELECT count(*) AS n FROM booking WHERE slot_id = '${slotId}' AND status = 'confirmed'`,
          )
        )[0].n,
      )

    it("shows who is affected, then cancels every booking with a full refund and an e-mail in each traveller's language", async () => {
      const es = await cardOrder("ana@example.com", "es")
      const en = await cardOrder("emma@example.com", "en")
      const later = await payLaterOrder("luis@example.com", "es")
      await sink().waitFor("luis@example.com", 1)
      sink().clear()
      const scope = `date=${day}&option_code=shared&local_time=06:00`

      const preview = await adminGet(`${base}?${scope}`, "en")
      expect(preview.status).toBe(200)
      expect(preview.data.totals).toEqual({
        bookings: 3,
        seats: 6,
        refunds: [{ amount: 180, currency_code: "eur" }],
      })
      expect(preview.data.bookings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            reference: bookingReference(es.bookingId),
            lead_guest: expect.objectContaining({ name: "Marta Gil", email: "ana@example.com" }),
            seats: 2,
            travellers_text: expect.stringMatching(/2/),
            paid: { amount: 90, currency_code: "eur" },
            locale: "es",
          }),
          expect.objectContaining({
            reference: bookingReference(en.bookingId),
            locale: "en",
            paid: { amount: 90, currency_code: "eur" },
          }),
          expect.objectContaining({
            reference: bookingReference(later.bookingId),
            paid: { amount: 0, currency_code: "eur" },
          }),
        ]),
      )
      const slotId = preview.data.slots[0].id
      expect(preview.data.slots).toEqual([
        expect.objectContaining({ local_time: "06:00", booked: 6, status: "open" }),
      ])

      const cancelled = await adminPost(base, {
        date: day,
        option_code: "shared",
        local_time: "06:00",
        message: "Viento fuerte en las dunas <b>hoy</b>",
      })
      expect(cancelled.status).toBe(200)
      expect(cancelled.data).toMatchObject({ slots_closed: 1, bookings_cancelled: 3, failed: [] })
      expect(await confirmedOn(slotId)).toBe(0)

      // Full refunds at Stripe, nothing for the unpaid booking.
      expect(await refundedAtStripe(es.intentId)).toBe(9000)
      expect(await refundedAtStripe(en.intentId)).toBe(9000)

      const mailEs = await departureMail("ana@example.com", /^Tu salida se ha cancelado: SND-/)
      expect(mailEs.text).toContain("Te devolvemos el importe íntegro")
      expect(mailEs.text).toContain("Mensaje del operador: Viento fuerte en las dunas <b>hoy</b>")
      expect(mailEs.html).not.toContain("<b>hoy</b>")
      expect(mailEs.text).toContain(`/experiences/${DESERT_SAFARI.handle}`)
      const mailEn = await departureMail("emma@example.com", /^Your departure was cancelled: SND-/)
      expect(mailEn.text).toContain("We are refunding the full amount")
      expect(mailEn.text).toContain(`/en/experiences/${DESERT_SAFARI.handle}`)
      const mailLater = await departureMail("luis@example.com", /^Tu salida se ha cancelado/)
      expect(mailLater.text).toContain("Tu reserva no estaba pagada")

      // Closed for good: a schedule save does not reopen it, and travellers no longer see it.
      const calendar = (
        await adminGet(
          `/admin/experiences/${DESERT_SAFARI.handle}/slots?from=${day}&to=${day}&option_code=shared`,
        )
      ).data
      expect(calendar.closures).toEqual([
        expect.objectContaining({ option_code: "shared", local_time: "06:00" }),
      ])
      await adminPost(`/admin/schedules/${calendar.experience.options[0].schedules[0].id}`, {
        capacity: 18,
      })
      const dayAnswer = (
        await store.get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${day}`)
      ).data
      expect(dayAnswer.options[0].slots.map((s: any) => s.start_time)).toEqual(["15:30"])

      // Twice is harmless: nothing more is refunded or sent.
      sink().clear()
      const again = await adminPost(base, { date: day, option_code: "shared", local_time: "06:00" })
      expect(again.data).toMatchObject({ bookings_cancelled: 0, failed: [] })
      expect(await refundedAtStripe(es.intentId)).toBe(9000)
      await new Promise((r) => setTimeout(r, 1000))
      expect(sink().messages).toHaveLength(0)
    })

    it("a cart holding seats cannot book the departure once it is cancelled, and a completion racing the cancellation leaves no booking", async () => {
      // A cart holding seats when the departure is cancelled loses them.
      const held = await readyCart("hold@example.com", "es")
      await store.payLater(held.cartId)
      const cancelled = await adminPost(base, {
        date: day,
        option_code: "shared",
        local_time: "06:00",
      })
      expect(cancelled.data).toMatchObject({ holds_released: 1, bookings_cancelled: 0 })
      const late = await store.post(`/store/carts/${held.cartId}/complete-booking`, {})
      expect(late.status).toBeGreaterThanOrEqual(400)
      expect(late.status).toBeLessThan(500)
      expect(await confirmedOn(held.slotId)).toBe(0)

      // A completion and the cancellation at the same moment: whichever lands first, no booking survives.
      // The 06:00 slot is no longer offered: the day's first slot is now 15:30.
      const racing = await readyCart("race@example.com", "en", 0)
      expect((await booking().listSlots({ id: racing.slotId }))[0].local_time).toBe("15:30")
      await store.payLater(racing.cartId)
      const [completion, departure] = await Promise.all([
        store.post(`/store/carts/${racing.cartId}/complete-booking`, {}),
        adminPost(base, { date: day, option_code: "shared", local_time: "15:30" }),
      ])
      expect(departure.status).toBe(200)
      expect(completion.status).toBeLessThan(500)
      expect(await confirmedOn(racing.slotId)).toBe(0)
      const [slot] = await booking().listSlots({ id: racing.slotId })
      expect(slot).toMatchObject({ status: "closed", held: 0, booked: 0 })
      if (completion.status === 200) {
        expect(departure.data.bookings_cancelled).toBe(1)
        await departureMail("race@example.com", /^Your departure was cancelled/)
      }
    })

    it("validates the departure routes in both languages and refuses them without an admin session", async () => {
      const calls = [
        send(api.get(`${base}?date=${day}`)),
        send(api.post(base, { date: day })),
        send(api.post(base, { date: day }, { headers: world.storeHeaders() })),
      ]
      for (const response of await Promise.all(calls)) expect(response.status).toBe(401)
      const bad: [string, object, number, string][] = [
        ["es", { date: "mañana" }, 400, "invalid_request"],
        ["en", { date: day, local_time: "6pm" }, 400, "invalid_request"],
        ["es", { date: day, message: "x".repeat(1001) }, 400, "invalid_request"],
        ["en", { date: day, refund: 0 }, 400, "invalid_request"],
        ["es", { date: "2099-01-01" }, 400, "date_out_of_range"],
      ]
      for (const [locale, body, status, code] of bad) {
        const r = await adminPost(base, body, locale as Locale)
        expect([r.status, r.data.code]).toEqual([status, code])
      }
      const hostile = await adminPost(base, { date: day, message: "a\u0000b" })
      expect(hostile.status).toBe(400)
      const noOption = await adminGet(`${base}?date=${day}&option_code=vip`, "en")
      expect(noOption).toMatchObject({
        status: 404,
        data: { message: "This option does not exist for the experience." },
      })
      const noSlots = await adminGet(`${base}?date=${dayFromToday(60)}`)
      expect(noSlots).toMatchObject({
        status: 404,
        data: { code: "admin.slots.no_departure", message: "No hay ningún horario en esa fecha." },
      })
      const noSlotsEn = await adminPost(base, { date: dayFromToday(60) }, "en")
      expect(noSlotsEn).toMatchObject({
        status: 404,
        data: { message: "There is no time on that date." },
      })
      const unknown = await adminGet(`/admin/experiences/no-existe/departures?date=${day}`)
      expect(unknown).toMatchObject({
        status: 404,
        data: { code: "admin.slots.experience_not_found" },
      })
      const badQuery = await adminGet(`${base}?date=${day}&foo=1`, "en")
      expect(badQuery.status).toBe(400)
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"
import type { Locale } from "../../src/lib/i18n/messages"

jest.setTimeout(180_000)

/** Check-in that refuses wrong tickets, warns on unpaid ones and can be undone; the manifest's slots and holds. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let admin: { headers: Record<string, string> }
    let adminId: string
    const store = storeApi(api, () => headers)
    const as = (locale: Locale) => ({
      headers: { ...admin.headers, "accept-language": locale },
    })
    const adminGet = (url: string, locale: Locale = "es") => send(api.get(url, as(locale)))
    const adminPost = (url: string, body: object, locale: Locale = "es") =>
      send(api.post(url, body, as(locale)))
    const day = dayFromToday(2)

    /** A pay-later order of 2 adults and 1 child on the safari's first slot of `day`; its voucher reference. */
    async function payLaterBooking() {
      const { cartId } = await store.cartWithBooking({ adult: 2, child: 1 })
      await store.post(`/store/carts/${cartId}`, {
        email: "lead@example.com",
        billing_address: { first_name: "Lucía", last_name: "Ruiz", phone: "+34600111222" },
      })
      await store.payLater(cartId)
      const done = await store.post(`/store/carts/${cartId}/complete-booking`)
      expect(done.status).toBe(200)
      const orderId = done.data.order.id as string
      const { data } = await adminGet(`/admin/manifest?date=${day}&handle=${DESERT_SAFARI.handle}`)
      const entry = data.bookings.find((b: { order_id: string }) => b.order_id === orderId)
      return { orderId, reference: entry.reference as string, entry }
    }

    /** The safari's first slot of `day` as the traveller sees it written: "martes, 1 de diciembre de 2026, 06:00 GMT+3". */
    const written = (instant: string, timeZone: string, locale: Locale) =>
      new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone,
        timeZoneName: "short",
      }).format(new Date(instant))

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
      await ensureAdminUser(getContainer(), "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { headers: { authorization: `Bearer ${login.data.token}` } }
      adminId = (await api.get("/admin/users/me", admin)).data.user.id
    })

    it("refuses check-in and its undo without an admin session (401), and bad bodies (400) in both languages", async () => {
      for (const url of ["/admin/manifest/check-in", "/admin/manifest/check-in/undo"]) {
        expect((await send(api.post(url, { reference: "SND-ABCDEFGH" }, { headers }))).status).toBe(
          401,
        )
      }
      const bodies = [
        {},
        { reference: "SND-ABCDEFGH", extra: 1 },
        { reference: "SND-ABCDEFGH", date: "2026-02-30" },
        { reference: "SND-ABCDEFGH", confirm_unpaid: "yes" },
        { reference: "x".repeat(41) },
      ]
      for (const body of bodies) {
        const es = await adminPost("/admin/manifest/check-in", body)
        const en = await adminPost("/admin/manifest/check-in", body, "en")
        expect([es.status, en.status]).toEqual([400, 400])
        expect(es.data.message).not.toEqual(en.data.message)
      }
      expect(
        (await adminPost("/admin/manifest/check-in/undo", { reference: "SND-ABCDEFGH", date: day }))
          .status,
      ).toBe(400)
      const far = await adminPost("/admin/manifest/check-in", {
        reference: "SND-ABCDEFGH",
        date: "2099-01-01",
      })
      expect(far.data.code).toBe("date_out_of_range")
      const unknown = await adminPost(
        "/admin/manifest/check-in/undo",
        { reference: "SND-00000000" },
        "en",
      )
      expect(unknown).toMatchObject({
        status: 404,
        data: { message: "There is no booking with reference SND-00000000." },
      })
    })

    it("refuses a booking of another date with its date in the experience's local time", async () => {
      const { reference, entry } = await payLaterBooking()
      // No date: the experience's today; the booking is in two days.
      const es = await adminPost("/admin/manifest/check-in", { reference })
      expect(es.status).toBe(409)
      expect(es.data.code).toBe("admin.manifest.booking_other_date")
      expect(es.data.message).toContain(
        `La reserva ${reference} es para el ${written(entry.starts_at, entry.timezone, "es")}, no para el `,
      )
      const en = await adminPost(
        "/admin/manifest/check-in",
        { reference, date: dayFromToday(3) },
        "en",
      )
      expect(en.data.message).toContain(
        `Booking ${reference} is for ${written(entry.starts_at, entry.timezone, "en")}, not for `,
      )
      expect(en.data.message).not.toContain("UTC")
      const after = (await adminGet(`/admin/manifest?date=${day}`)).data.bookings[0]
      expect(after.checked_in_at).toBeNull()
    })

    it("warns on an unpaid booking until the admin confirms; a repeat scan says when in local time; undo records who", async () => {
      const { reference, entry } = await payLaterBooking()
      const warned = await adminPost("/admin/manifest/check-in", { reference, date: day })
      expect(warned).toMatchObject({ status: 409, data: { code: "admin.manifest.booking_unpaid" } })
      expect(warned.data.message).toBe(
        `La reserva ${reference} no está pagada (pago pendiente). Cobra antes o confirma para registrarla igualmente.`,
      )
      expect(
        (await adminGet(`/admin/manifest?date=${day}`)).data.bookings[0].checked_in_at,
      ).toBeNull()

      const both = await Promise.all([
        adminPost("/admin/manifest/check-in", { reference, date: day, confirm_unpaid: true }),
        adminPost("/admin/manifest/check-in", {
          reference: reference.toLowerCase(),
          date: day,
          confirm_unpaid: true,
        }),
      ])
      expect(both.map((r) => r.status).sort()).toEqual([200, 409])
      const ok = both.find((r) => r.status === 200)!
      expect(ok.data.check_in).toMatchObject({ reference, unpaid: true, checked_in_by: adminId })

      const again = await adminPost(
        "/admin/manifest/check-in",
        { reference, date: day, confirm_unpaid: true },
        "en",
      )
      expect(again).toMatchObject({
        status: 409,
        data: { code: "admin.manifest.already_checked_in" },
      })
      expect(again.data.message).toBe(
        `Booking ${reference} was already checked in on ${written(ok.data.check_in.checked_in_at, entry.timezone, "en")}. Do not let it in twice.`,
      )
      expect(again.data.message).not.toContain("UTC")

      const undone = await adminPost("/admin/manifest/check-in/undo", { reference })
      expect(undone.status).toBe(200)
      expect(undone.data.undo).toMatchObject({
        reference,
        undone_by: ok.data.check_in.checked_in_by,
      })
      expect(Date.parse(undone.data.undo.undone_at)).toBeGreaterThanOrEqual(
        Date.parse(ok.data.check_in.checked_in_at),
      )
      expect(
        (await adminGet(`/admin/manifest?date=${day}`)).data.bookings[0].checked_in_at,
      ).toBeNull()
      const twice = await adminPost("/admin/manifest/check-in/undo", { reference }, "en")
      expect(twice).toMatchObject({
        status: 409,
        data: {
          code: "admin.manifest.not_checked_in",
          message: `Booking ${reference} is not checked in: there is nothing to undo.`,
        },
      })
      // Checked in again after the undo.
      const redo = await adminPost("/admin/manifest/check-in", {
        reference,
        date: day,
        confirm_unpaid: true,
      })
      expect(redo.status).toBe(200)
    })

    it("refuses a cancelled booking with the reason, in both languages", async () => {
      const { orderId, reference, entry } = await payLaterBooking()
      expect((await adminPost(`/admin/pay-later/${orderId}/cancel`, {})).status).toBe(200)
      const es = await adminPost("/admin/manifest/check-in", {
        reference,
        date: day,
        confirm_unpaid: true,
      })
      expect(es).toMatchObject({ status: 409, data: { code: "admin.manifest.booking_cancelled" } })
      expect(es.data.message).toBe(
        `La reserva ${reference} está cancelada (era para el ${written(entry.starts_at, entry.timezone, "es")}). No puede pasar.`,
      )
      const en = await adminPost(
        "/admin/manifest/check-in",
        { reference, date: day, confirm_unpaid: true },
        "en",
      )
      expect(en.data.message).toMatch(
        /^Booking SND-[0-9A-Z]{8} is cancelled \(it was for .+\)\. Do not let it in\.$/,
      )
      expect(
        (await adminGet(`/admin/manifest?date=${day}`)).data.bookings[0].checked_in_at,
      ).toBeNull()
    })

    it("groups the manifest by slot: seats booked and held against capacity, and which cart holds them until when", async () => {
      await payLaterBooking()
      const holding = await store.cartWithBooking({ adult: 1 })
      const { data } = await adminGet(
        `/admin/manifest?date=${day}&handle=${DESERT_SAFARI.handle}`,
        "en",
      )
      const slot = data.slots.find((s: { slot_id: string }) => s.slot_id === holding.slotId)
      expect(slot).toMatchObject({
        experience: "Red dunes safari",
        capacity: 20,
        booked: 3,
        held: 1,
        local_time: "06:00",
      })
      expect(slot.holds).toHaveLength(1)
      expect(slot.holds[0]).toMatchObject({ cart_id: holding.cartId, seats: 1 })
      expect(Date.parse(slot.holds[0].until)).toBeGreaterThan(Date.now())
      expect(Date.parse(slot.holds[0].since)).toBeLessThanOrEqual(Date.now())
      // Every slot of the experience that day is listed when it is asked for, booked or not.
      expect(data.slots.length).toBeGreaterThan(1)
      expect(data.bookings[0]).toMatchObject({
        slot_id: holding.slotId,
        travellers_text: "2 adults, 1 child",
      })
    })

    it("exports the CSV from a plain link: locale in the query, a .csv file, band names and local times", async () => {
      const { reference } = await payLaterBooking()
      await adminPost("/admin/manifest/check-in", { reference, date: day, confirm_unpaid: true })
      const response = await send(
        api.get(`/admin/manifest/csv?date=${day}&locale=en`, { headers: admin.headers }),
      )
      expect(response.status).toBe(200)
      expect(
        (response as { headers?: Record<string, string> }).headers?.["content-disposition"],
      ).toBe(`attachment; filename="manifest-${day}.csv"`)
      const [header, row] = String(response.data)
        .replace(/^\uFEFF/, "")
        .split("\r\n")
      expect(header.startsWith("Date,Time,Time zone,Experience,Option,Reference,Lead guest")).toBe(
        true,
      )
      expect(row).toContain(`${day},06:00,`)
      expect(row).toContain("2 adults, 1 child")
      expect(row).not.toContain("adult 2")
      expect(row).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d$/)
      const es = await send(
        api.get(`/admin/manifest/csv?date=${day}&locale=es`, { headers: admin.headers }),
      )
      expect(String(es.data)).toContain("2 adultos, 1 niño")
      const bad = await send(
        api.get(`/admin/manifest/csv?date=${day}&locale=fr`, { headers: admin.headers }),
      )
      expect(bad.status).toBe(400)
    })
  },
})

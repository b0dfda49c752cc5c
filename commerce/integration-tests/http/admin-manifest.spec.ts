import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"
import type { Locale } from "../../src/lib/i18n/messages"

jest.setTimeout(180_000)

/** The day manifest, its CSV and check-in by voucher reference. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let admin: { headers: Record<string, string> }
    const store = storeApi(api, () => headers)
    const as = (locale: Locale) => ({
      headers: { ...admin.headers, "accept-language": locale },
    })
    const adminGet = (url: string, locale: Locale = "es") => send(api.get(url, as(locale)))
    const adminPost = (url: string, body: object, locale: Locale = "es") =>
      send(api.post(url, body, as(locale)))

    /** A pay-later order on the safari's first slot of day 2, lead guest with a formula for a name. */
    async function placeOrder() {
      const { cartId, holdId } = await store.cartWithBooking({ adult: 2, child: 1 })
      const day = (
        await store.get(
          `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`,
        )
      ).data
      const pickup = day.pickup_points?.[0]
      const changed = await store.post(`/store/carts/${cartId}/bookings/${holdId}`, {
        travellers: { adult: 2, child: 1 },
        extras: [{ code: "dinner", quantity: 2 }],
        ...(pickup ? { pickup_point_id: pickup.id } : {}),
      })
      expect(changed.status).toBe(200)
      await store.post(`/store/carts/${cartId}`, {
        email: "lead@example.com",
        billing_address: {
          first_name: '=HYPERLINK("http://evil.example")',
          last_name: "Ruiz",
          phone: "+34600111222",
        },
      })
      await store.payLater(cartId)
      const done = await store.post(`/store/carts/${cartId}/complete-booking`)
      expect(done.status).toBe(200)
      return { orderId: done.data.order.id as string, pickup }
    }

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
      await ensureAdminUser(getContainer(), "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { headers: { authorization: `Bearer ${login.data.token}` } }
    })

    it("refuses the manifest, its CSV and check-in without an admin session (401)", async () => {
      const calls = [
        send(api.get(`/admin/manifest?date=${dayFromToday(2)}`)),
        send(api.get(`/admin/manifest/csv?date=${dayFromToday(2)}`)),
        send(api.post(`/admin/manifest/check-in`, { reference: "SND-ABCDEFGH" }, { headers })),
      ]
      for (const response of await Promise.all(calls)) expect(response.status).toBe(401)
    })

    it("lists each booking of the day with lead guest, phone, travellers, pickup, extras, payment and reference", async () => {
      const { orderId, pickup } = await placeOrder()
      const { data } = await adminGet(
        `/admin/manifest?date=${dayFromToday(2)}&handle=${DESERT_SAFARI.handle}`,
        "en",
      )
      expect(data.bookings).toHaveLength(1)
      const [entry] = data.bookings
      expect(entry).toMatchObject({
        order_id: orderId,
        status: "confirmed",
        local_time: "06:00",
        lead_guest: {
          name: '=HYPERLINK("http://evil.example") Ruiz',
          email: "lead@example.com",
          phone: "+34600111222",
        },
        travellers: { adult: 2, child: 1 },
        seats: 3,
        extras: [{ title: "Dinner under the stars", quantity: 2 }],
        payment_state: "pending_payment",
        checked_in_at: null,
      })
      expect(entry.reference).toMatch(/^SND-[0-9A-Z]{8}$/)
      if (pickup) expect(entry.pickup).toMatchObject({ name: pickup.name })
      // Another date, or another experience: not on this manifest.
      expect((await adminGet(`/admin/manifest?date=${dayFromToday(3)}`)).data.bookings).toEqual([])
      const other = await adminGet(
        `/admin/manifest?date=${dayFromToday(2)}&handle=senderismo-dunas-atardecer`,
      )
      expect(other.data.bookings).toEqual([])
    })

    it("exports the manifest as CSV with formula-like cells kept as text", async () => {
      await placeOrder()
      const response = await adminGet(`/admin/manifest/csv?date=${dayFromToday(2)}`)
      expect(response.status).toBe(200)
      const text = String(response.data)
      const [header, row] = text.replace(/^\uFEFF/, "").split("\r\n")
      expect(
        header.startsWith(
          "Fecha,Hora,Zona horaria,Experiencia,Opción,Referencia,Huésped principal,Teléfono",
        ),
      ).toBe(true)
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"") Ruiz"`)
      expect(row).toContain(",'+34600111222,")
      expect(row).toContain("Pago pendiente")
    })

    it("checks a booking in once: a second scan, even at the same moment, warns in the admin's language", async () => {
      await placeOrder()
      const [entry] = (await adminGet(`/admin/manifest?date=${dayFromToday(2)}`)).data.bookings
      const typed = entry.reference.toLowerCase().replace("-", " ")
      // The manifest's date, and the admin's confirmation for this unpaid (pay later) booking.
      const day = { date: dayFromToday(2), confirm_unpaid: true }
      const both = await Promise.all([
        adminPost("/admin/manifest/check-in", { reference: typed, ...day }),
        adminPost("/admin/manifest/check-in", { reference: entry.reference, ...day }),
      ])
      expect(both.map((r) => r.status).sort()).toEqual([200, 409])
      const again = await adminPost(
        "/admin/manifest/check-in",
        { reference: entry.reference, ...day },
        "en",
      )
      expect(again.status).toBe(409)
      expect(again.data.code).toBe("admin.manifest.already_checked_in")
      // When, in the experience's local time with its zone named (never UTC).
      expect(again.data.message).toMatch(
        new RegExp(
          `^Booking ${entry.reference} was already checked in on \\w+day, .+ \\d\\d:\\d\\d GMT\\+3\\.`,
        ),
      )
      const after = (await adminGet(`/admin/manifest?date=${dayFromToday(2)}`)).data.bookings[0]
      expect(after.checked_in_at).not.toBeNull()

      const unknown = await adminPost("/admin/manifest/check-in", { reference: "SND-00000000" })
      expect(unknown).toMatchObject({
        status: 404,
        data: {
          code: "admin.manifest.booking_not_found",
          message: "No hay ninguna reserva con la referencia SND-00000000.",
        },
      })
      const garbage = await adminPost("/admin/manifest/check-in", { reference: "<script>" }, "en")
      expect(garbage).toMatchObject({
        status: 404,
        data: { message: "There is no booking with reference <script>." },
      })
      const empty = await adminPost("/admin/manifest/check-in", { reference: "" })
      expect(empty.status).toBe(400)
    })

    it("validates the date and the experience, in both languages", async () => {
      const bad = await adminGet(`/admin/manifest?date=2026-02-30`, "en")
      expect(bad.status).toBe(400)
      const far = await adminGet(`/admin/manifest?date=2099-01-01`)
      expect(far.data.code).toBe("date_out_of_range")
      const missing = await adminGet(
        `/admin/manifest?date=${dayFromToday(2)}&handle=no-existe`,
        "en",
      )
      expect(missing).toMatchObject({
        status: 404,
        data: { code: "admin.slots.experience_not_found" },
      })
      // No date is today where the experiences run (manifest-today.spec.ts), not a refusal.
      const none = await adminGet(`/admin/manifest`)
      expect([none.status, none.data.date]).toEqual([
        200,
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ])
    })
  },
})

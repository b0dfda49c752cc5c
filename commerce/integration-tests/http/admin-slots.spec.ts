import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"

jest.setTimeout(120_000)

/** What a shop admin does to a schedule's slots through the admin API. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let admin: { headers: Record<string, string> }
    const store = storeApi(api, () => headers)
    const adminPost = (url: string, body: object) => send(api.post(url, body, admin))

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
      await ensureAdminUser(getContainer(), "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { headers: { authorization: `Bearer ${login.data.token}` } }
    })

    it("closes a date, and travellers then see it closed", async () => {
      const closed = await adminPost(`/admin/experiences/${DESERT_SAFARI.handle}/closures`, {
        date: dayFromToday(3),
      })
      expect(closed.data).toMatchObject({ status: "closed", slots_changed: 3 })
      const days = await store.get(
        `/store/experiences/${DESERT_SAFARI.handle}/availability?from=${dayFromToday(3)}&to=${dayFromToday(3)}`,
      )
      expect(days.data.days).toEqual([
        { date: dayFromToday(3), status: "closed", price_from: null },
      ])
      const reopened = await adminPost(`/admin/experiences/${DESERT_SAFARI.handle}/closures`, {
        date: dayFromToday(3),
        status: "open",
      })
      expect(reopened.data.slots_changed).toBe(3)
    })

    it("adds a one-off slot at a local time in the experience's time zone, once", async () => {
      const body = {
        option_code: "shared",
        date: dayFromToday(40),
        start_time: "20:00",
        duration_minutes: 120,
        capacity: 8,
      }
      const created = await adminPost(`/admin/experiences/${DESERT_SAFARI.handle}/slots`, body)
      expect(created.status).toBe(201)
      const day = await store.get(
        `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(40)}`,
      )
      expect(day.data.options[0].slots).toEqual([
        expect.objectContaining({
          start_time: "20:00",
          seats_left: 8,
          starts_at: `${dayFromToday(40)}T17:00:00.000Z`,
        }),
      ])
      const again = await adminPost(`/admin/experiences/${DESERT_SAFARI.handle}/slots`, body)
      expect(again.status).toBe(400)
      expect(again.data.code).toBe("slot_exists")
    })

    it("changes a slot's capacity but never below the seats taken", async () => {
      const { slotId } = await store.cartWithBooking({ adult: 4 })
      const tooSmall = await adminPost(`/admin/slots/${slotId}`, { capacity: 3 })
      expect(tooSmall.status).toBe(400)
      expect(tooSmall.data).toMatchObject({
        code: "admin.slots.capacity_below_taken",
        message:
          "La capacidad no puede ser menor que 4: 4 plazas retenidas en carritos y 0 plazas reservadas.",
      })
      const resized = await adminPost(`/admin/slots/${slotId}`, { capacity: 4 })
      expect(resized.data.slot).toMatchObject({ capacity: 4, held: 4 })
      const invalid = await adminPost(`/admin/slots/${slotId}`, { capacity: -1 })
      expect(invalid.status).toBe(400)
    })
  },
})

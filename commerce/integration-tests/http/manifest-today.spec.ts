import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { DESERT_SAFARI, seedFixtures, send } from "../fixtures"

jest.setTimeout(180_000)

/** Today's date (YYYY-MM-DD) on a zone's wall clock, by the test's own reckoning. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date())

/**
 * Today where the experience runs comes from the server (issue 27 re-walked):
 * the manifest opened without a date and the picker's availability use it,
 * not the admin's or traveller's computer's today, which differs from the
 * experience's for part of every day when they are zones apart.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { headers: Record<string, string> }

    beforeEach(async () => {
      await seedFixtures(getContainer())
      await ensureAdminUser(getContainer(), "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      admin = { headers: { authorization: `Bearer ${login.data.token}` } }
    })

    it("without a date: the experience's today in its zone, or the shop's across the catalogue", async () => {
      // The safari moves to UTC+14: its today is not UTC's from 10:00 UTC on.
      const booking: BookingModuleService = getContainer().resolve(BOOKING_MODULE)
      const [experience] = await booking.listExperiences({ handle: DESERT_SAFARI.handle })
      await booking.updateExperiences({ id: experience.id, timezone: "Pacific/Kiritimati" })

      const one = await send(api.get(`/admin/manifest?handle=${DESERT_SAFARI.handle}`, admin))
      expect(one.status).toBe(200)
      expect(one.data.date).toBe(todayIn("Pacific/Kiritimati"))

      // Across the catalogue: the shop's zone (the one most experiences run in; a tie: by name).
      const all = await send(api.get("/admin/manifest", admin))
      expect(all.status).toBe(200)
      expect(all.data.date).toBe(todayIn("Asia/Riyadh"))

      const csv = await send(api.get(`/admin/manifest/csv?handle=${DESERT_SAFARI.handle}`, admin))
      expect(csv.status).toBe(200)

      // A date asked for is the date answered.
      const asked = await send(api.get("/admin/manifest?date=2026-12-24", admin))
      expect([asked.status, asked.data.date]).toEqual([200, "2026-12-24"])
    })

    it("the picker's availability names the experience's today, and starts from it", async () => {
      const booking: BookingModuleService = getContainer().resolve(BOOKING_MODULE)
      const [experience] = await booking.listExperiences({ handle: DESERT_SAFARI.handle })
      await booking.updateExperiences({ id: experience.id, timezone: "Pacific/Kiritimati" })
      const [key] = await getContainer()
        .resolve(Modules.API_KEY)
        .listApiKeys({ type: "publishable" })
      const answer = await send(
        api.get(`/store/experiences/${DESERT_SAFARI.handle}/availability`, {
          headers: { "x-publishable-api-key": key.token },
        }),
      )
      expect(answer.status).toBe(200)
      expect([answer.data.today, answer.data.days[0].date]).toEqual([
        todayIn("Pacific/Kiritimati"),
        todayIn("Pacific/Kiritimati"),
      ])
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send } from "../fixtures"

jest.setTimeout(120_000)

/** GET /store/availability: which of a set of experiences can be booked on a date. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    const get = (url: string) => send(api.get(url, { headers }))
    const both = `${SKELETON_EXPERIENCE.handle},${DESERT_SAFARI.handle},no-such-experience`

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
    })

    it("lists the experiences with a free seat that day, and drops a closed one", async () => {
      const open = await get(`/store/availability?date=${dayFromToday(3)}&handles=${both}`)
      expect(open.status).toBe(200)
      expect(open.data.available.sort()).toEqual(
        [DESERT_SAFARI.handle, SKELETON_EXPERIENCE.handle].sort(),
      )

      await ensureAdminUser(getContainer(), "admin@example.com", "a-long-password-1")
      const login = await api.post("/auth/user/emailpass", {
        email: "admin@example.com",
        password: "a-long-password-1",
      })
      await send(
        api.post(
          `/admin/experiences/${DESERT_SAFARI.handle}/closures`,
          { date: dayFromToday(3) },
          { headers: { authorization: `Bearer ${login.data.token}` } },
        ),
      )
      const after = await get(`/store/availability?date=${dayFromToday(3)}&handles=${both}`)
      expect(after.data.available).toEqual([SKELETON_EXPERIENCE.handle])
    })

    it("refuses a malformed date or handle list", async () => {
      expect((await get(`/store/availability?date=tomorrow&handles=${both}`)).status).toBe(400)
      expect(
        (await get(`/store/availability?date=${dayFromToday(3)}&handles=../admin`)).status,
      ).toBe(400)
      expect((await get(`/store/availability?date=${dayFromToday(3)}`)).status).toBe(400)
      const far = await get(`/store/availability?date=${dayFromToday(900)}&handles=${both}`)
      expect(far.status).toBe(400)
      expect(far.data.code).toBe("date_out_of_range")
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { seedFixtures, storeApi } from "../fixtures"

jest.setTimeout(180_000)

const PASSWORD = "dunas-rojas-2026"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    const { get, post } = storeApi(api, () => headers)
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

    async function signUp(email: string) {
      const registered = await post("/auth/customer/emailpass/register", {
        email,
        password: PASSWORD,
      })
      expect(registered.status).toBe(200)
      expect(
        (
          await post(
            "/store/customers",
            { email, first_name: "Lucía" },
            bearer(registered.data.token),
          )
        ).status,
      ).toBe(200)
      const login = await post("/auth/customer/emailpass", { email, password: PASSWORD })
      return bearer(login.data.token as string)
    }

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
    })

    it("keeps a traveller's wishlist in their account, merged from every device, newest first, and theirs only", async () => {
      const lucia = await signUp("lucia@example.com")
      expect((await get("/store/customers/me/wishlist", lucia)).data.handles).toEqual([])

      // The browser's list (newest first) merges in on login; a repeat is kept once.
      const merged = await post(
        "/store/customers/me/wishlist",
        { add: ["camel-ride", "dhow-cruise"] },
        lucia,
      )
      expect(merged.status).toBe(200)
      expect(merged.data.handles).toEqual(["camel-ride", "dhow-cruise"])
      // Another device adds one and removes one; the same add twice at once is kept once.
      const [a, b] = await Promise.all([
        post(
          "/store/customers/me/wishlist",
          { add: ["balloon-flight"], remove: ["dhow-cruise"] },
          lucia,
        ),
        post("/store/customers/me/wishlist", { add: ["balloon-flight"] }, lucia),
      ])
      expect([a.status, b.status]).toEqual([200, 200])
      expect((await get("/store/customers/me/wishlist", lucia)).data.handles).toEqual([
        "balloon-flight",
        "camel-ride",
      ])

      // Someone else's account sees none of it.
      const ana = await signUp("ana@example.com")
      expect((await get("/store/customers/me/wishlist", ana)).data.handles).toEqual([])
    })

    it("keeps at most 100, the newest", async () => {
      const lucia = await signUp("many@example.com")
      const first = Array.from({ length: 100 }, (_, i) => `old-${i}`)
      await post("/store/customers/me/wishlist", { add: first }, lucia)
      const after = await post("/store/customers/me/wishlist", { add: ["newest"] }, lucia)
      expect(after.data.handles).toHaveLength(100)
      expect(after.data.handles[0]).toBe("newest")
      expect(after.data.handles).not.toContain("old-99")
    })

    it("refuses visitors and hostile bodies with a clear 4xx in the visitor's language", async () => {
      const anonymous = await get("/store/customers/me/wishlist", { "x-medusa-locale": "en" })
      expect([anonymous.status, anonymous.data.code, anonymous.data.message]).toEqual([
        401,
        "login_required",
        "Please log in to continue.",
      ])
      const lucia = await signUp("hostile@example.com")
      for (const body of [
        { add: ["<script>alert(1)</script>"] },
        { add: "camel-ride" },
        { add: Array.from({ length: 101 }, (_, i) => `h-${i}`) },
        { add: ["a".repeat(97)] },
        { add: [], extra: true },
      ]) {
        const res = await post("/store/customers/me/wishlist", body, {
          ...lucia,
          "x-medusa-locale": "en",
        })
        expect(res.status).toBe(400)
        expect(res.data.message).toMatch(/[a-z]/i)
      }
      expect((await get("/store/customers/me/wishlist", lucia)).data.handles).toEqual([])
    })
  },
})

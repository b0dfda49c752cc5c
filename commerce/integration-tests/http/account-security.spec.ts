import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ensureAdminUser } from "../../src/scripts/seed/admin-user"
import { seedFixtures, send, storeApi } from "../fixtures"
import { startMailSink, type MailSink } from "../mail-sink"

jest.setTimeout(240_000)

process.env.SMTP_RETRY_DELAYS = "200"
process.env.STOREFRONT_URL = "http://localhost:4321"

const PASSWORD = "dunas-rojas-2026"
const PROXY_SECRET = "account-security-proxy-secret"

let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
  process.env.COMMERCE_PROXY_SECRET = PROXY_SECRET
})
afterAll(async () => {
  await sink?.stop()
  delete process.env.COMMERCE_PROXY_SECRET
})

/**
 * Issue 24.6: a login gets a new session, a password reset ends every other
 * session and token, and wrong passwords slow the one who types them without
 * locking the real traveller (or a shop admin) out.
 */
medusaIntegrationTestRunner({
  env: { COMMERCE_PROXY_SECRET: PROXY_SECRET },
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    const { get, post, del } = storeApi(api, () => headers)
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
    /** A request as the site's proxy forwards it for a browser at `address`. */
    const from = (address: string) => ({
      "x-sendero-proxy": PROXY_SECRET,
      "x-forwarded-for": address,
    })
    const cookieOf = (res: { headers?: Record<string, unknown> }) =>
      String((res.headers?.["set-cookie"] as string[] | undefined)?.[0] ?? "").split(";")[0]

    async function signUp(email: string, first_name = "Lucía") {
      const registered = await post("/auth/customer/emailpass/register", {
        email,
        password: PASSWORD,
      })
      expect(registered.status).toBe(200)
      expect(
        (await post("/store/customers", { email, first_name }, bearer(registered.data.token)))
          .status,
      ).toBe(200)
      return login(email)
    }

    async function login(email: string, password = PASSWORD, extra: Record<string, string> = {}) {
      const res = await post("/auth/customer/emailpass", { email, password }, extra)
      expect(res.status).toBe(200)
      return res.data.token as string
    }

    /** Opens a session cookie from a token, with a cookie the browser may already carry. */
    async function openSession(token: string, cookie?: string) {
      const res: any = await post(
        "/auth/session",
        {},
        { ...bearer(token), ...(cookie ? { cookie } : {}) },
      )
      expect(res.status).toBe(200)
      return cookieOf(res)
    }

    async function resetPassword(email: string, password: string) {
      sink.clear()
      expect(
        (await post("/auth/customer/emailpass/reset-password", { identifier: email })).status,
      ).toBe(201)
      const [mail] = await sink.waitFor(email)
      const token = new URL(
        mail.text!.match(/http:\/\/localhost:4321\/\S*reset-password\?\S+/)![0],
      ).searchParams.get("token")!
      const reset = await post("/auth/customer/emailpass/update", { password }, bearer(token))
      expect(reset.status).toBe(200)
    }

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
      sink.clear()
    })

    it("gives a login a new session id: a cookie planted before the login never reads the account", async () => {
      const planted = await openSession(await signUp("attacker@example.com", "Ataque"))
      const victim = await signUp("victim@example.com", "Víctima")

      const own = await openSession(victim, planted)
      expect(own).toMatch(/^connect\.sid=/)
      expect(own).not.toBe(planted)
      expect((await get("/store/session", { cookie: own })).data.customer).toMatchObject({
        email: "victim@example.com",
      })
      // The planted id is neither the victim's nor still the attacker's.
      expect((await get("/store/session", { cookie: planted })).data).toEqual({ customer: null })
      const me = await get("/store/customers/me", { cookie: planted })
      expect([me.status, me.data.code]).toEqual([401, "login_required"])

      expect((await del("/auth/session", { cookie: own })).status).toBe(200)
      expect((await get("/store/session", { cookie: own })).data).toEqual({ customer: null })
    })

    it("ends every other session and token of the customer when the password is reset", async () => {
      const token = await signUp("reset@example.com", "Rosa")
      const laptop = await openSession(token)
      const phone = await openSession(await login("reset@example.com"))
      expect((await get("/store/customers/me", { cookie: phone })).status).toBe(200)
      const bystander = await signUp("bystander@example.com", "Beto")

      await resetPassword("reset@example.com", "nueva-clave-2026")

      for (const [what, extra] of [
        ["old token", bearer(token)],
        ["laptop session", { cookie: laptop }],
        ["phone session", { cookie: phone }],
      ] as const) {
        const me = await get("/store/customers/me", { ...extra, "x-medusa-locale": "en" })
        expect([what, me.status, me.data.code, me.data.message]).toEqual([
          what,
          401,
          "login_required",
          "Please log in to continue.",
        ])
        expect([what, (await get("/store/session", extra)).data]).toEqual([
          what,
          { customer: null },
        ])
      }
      const reopened = await post("/auth/session", {}, bearer(token))
      expect([reopened.status, reopened.data.code]).toEqual([401, "login_required"])
      expect((await post("/auth/token/refresh", {}, bearer(token))).status).toBe(401)
      expect(
        (await post("/auth/customer/emailpass", { email: "reset@example.com", password: PASSWORD }))
          .status,
      ).toBe(401)

      const fresh = await login("reset@example.com", "nueva-clave-2026")
      expect((await get("/store/customers/me", bearer(fresh))).data.customer.email).toBe(
        "reset@example.com",
      )
      const session = await openSession(fresh)
      expect((await get("/store/session", { cookie: session })).data.customer).toMatchObject({
        first_name: "Rosa",
      })
      // Another customer's token is untouched.
      expect((await get("/store/customers/me", bearer(bystander))).status).toBe(200)
    })

    it("slows an attacker's wrong passwords from one address without locking the traveller out elsewhere", async () => {
      await signUp("traveller@example.com")
      const statuses: number[] = []
      let last: any
      for (let i = 0; i < 12; i++) {
        last = await post(
          "/auth/customer/emailpass",
          { email: "traveller@example.com", password: `guess-${i}-abc` },
          { ...from("203.0.113.66"), "x-medusa-locale": "en" },
        )
        statuses.push(last.status)
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
      expect(statuses.slice(10)).toEqual([429, 429])
      expect(Number(last.headers["retry-after"])).toBeGreaterThan(0)
      expect(last.data).toMatchObject({
        code: "too_many_attempts",
        message: expect.stringMatching(/^Too many attempts/),
      })

      // The traveller, at home: a typo is a plain wrong password, the right one logs in.
      const typo = await post(
        "/auth/customer/emailpass",
        { email: "traveller@example.com", password: "typo-typo-1" },
        from("198.51.100.20"),
      )
      expect(typo.status).toBe(401)
      expect(
        (
          await post(
            "/auth/customer/emailpass",
            { email: "traveller@example.com", password: PASSWORD },
            from("198.51.100.20"),
          )
        ).status,
      ).toBe(200)
    })

    it("locks an e-mail guessed at from many addresses until its password is reset", async () => {
      await signUp("target@example.com")
      let locked: any
      for (let a = 0; a < 12 && !locked; a++) {
        for (let i = 0; i < 10; i++) {
          const res = await post(
            "/auth/customer/emailpass",
            { email: "target@example.com", password: `guess-${a}-${i}` },
            from(`203.0.113.${a + 1}`),
          )
          if (res.status === 429) {
            locked = res
            break
          }
          expect(res.status).toBe(401)
        }
      }
      expect(locked?.data.code).toBe("too_many_attempts")
      const blocked = await post(
        "/auth/customer/emailpass",
        { email: "target@example.com", password: PASSWORD },
        from("198.51.100.30"),
      )
      expect(blocked.status).toBe(429)

      await resetPassword("target@example.com", "nueva-clave-2026")
      await login("target@example.com", "nueva-clave-2026", from("198.51.100.30"))
    })

    it("limits admin login like a traveller's, per e-mail and address", async () => {
      await ensureAdminUser(getContainer(), "admin@example.com", "a-long-password-1")
      const statuses: number[] = []
      let last: any
      for (let i = 0; i < 11; i++) {
        last = await send(
          api.post(
            "/auth/user/emailpass",
            { email: "admin@example.com", password: `guess-${i}-xyz` },
            { headers: { ...from("203.0.113.99"), "x-medusa-locale": "en" } },
          ),
        )
        statuses.push(last.status)
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
      expect(statuses[10]).toBe(429)
      expect(Number(last.headers["retry-after"])).toBeGreaterThan(0)
      expect(last.data).toMatchObject({
        code: "too_many_attempts",
        message: expect.stringMatching(/^Too many attempts/),
      })
      const admin = await send(
        api.post(
          "/auth/user/emailpass",
          { email: "admin@example.com", password: "a-long-password-1" },
          { headers: from("198.51.100.40") },
        ),
      )
      expect(admin.status).toBe(200)
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { signId } from "../../src/lib/signed-token"
import { seedFixtures, storeApi } from "../fixtures"
import { useMailSink } from "../desk-world"
import {
  accountHelpers,
  bearer,
  expectGuestOrdersClaimed,
  expectResetLink,
  PASSWORD,
  returnBody,
  SIGN_UP_CASES,
} from "./accounts-helpers"

jest.setTimeout(180_000)

process.env.SMTP_RETRY_DELAYS = "200"
process.env.STOREFRONT_URL = "http://localhost:4321"
const sink = useMailSink()

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get, post, payLater } = storeApi(api, () => headers)
    const accounts = accountHelpers({ get, post, payLater })
    const { signUp, placeOrder, placeOrderWithToken } = accounts

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      sink().clear()
    })

    it("refuses a sign-up with the spec's message for each broken rule, in the visitor's language", async () => {
      const register = (body: object, extra?: Record<string, string>) =>
        post("/auth/customer/emailpass/register", body, extra)
      for (const [body, code, message] of SIGN_UP_CASES) {
        const res = await register(body)
        expect(res.status).toBe(400)
        expect(res.data).toEqual({
          type: "invalid_data",
          code,
          message,
          request_id: expect.any(String),
        })
      }
      const en = await register(
        { email: "ana@example.com", password: "short" },
        { "x-medusa-locale": "en" },
      )
      expect(en.data.message).toBe("The password must be at least 8 characters long.")
    })

    it("signs a traveller up, keeps their language, and offers login and reset to an e-mail already registered", async () => {
      const registered = await post(
        "/auth/customer/emailpass/register",
        { email: "ana@example.com", password: PASSWORD },
        { "x-medusa-locale": "en" },
      )
      const created = await post(
        "/store/customers",
        { email: "ana@example.com", first_name: "Ana" },
        { ...bearer(registered.data.token), "x-medusa-locale": "en" },
      )
      expect(created.data.customer).toMatchObject({
        email: "ana@example.com",
        has_account: true,
        metadata: { locale: "en" },
      })
      const again = await post("/auth/customer/emailpass/register", {
        email: "ana@example.com",
        password: PASSWORD,
      })
      expect(again.status).toBe(409)
      expect(again.data).toMatchObject({
        code: "email_taken",
        message: "Ya existe una cuenta con este correo. Inicia sesión o restablece tu contraseña.",
      })
    })

    it("answers a wrong password and an unknown e-mail the same way, with the spec's copy", async () => {
      await signUp("lucia@example.com")
      const wrong = await post("/auth/customer/emailpass", {
        email: "lucia@example.com",
        password: "no-es-esta-1",
      })
      const unknown = await post("/auth/customer/emailpass", {
        email: "nadie@example.com",
        password: "no-es-esta-1",
      })
      expect(wrong.status).toBe(401)
      expect(unknown.status).toBe(wrong.status)
      // Everything but the request's own id is the same.
      expect({ ...unknown.data, request_id: null }).toEqual({ ...wrong.data, request_id: null })
      expect(wrong.data).toEqual({
        request_id: expect.any(String),
        type: "unauthorized",
        code: "wrong_credentials",
        message:
          "Tu contraseña es incorrecta. Vuelve a intentarlo o usa el enlace «¿Has olvidado tu contraseña?».",
      })
    })

    it("makes an unknown e-mail cost a login the same password work as a wrong password", async () => {
      await signUp("timing@example.com")
      const took = async (email: string) => {
        const start = performance.now()
        const res = await post("/auth/customer/emailpass", { email, password: "no-es-esta-1" })
        expect(res.status).toBe(401)
        return performance.now() - start
      }
      const wrong: number[] = []
      const unknown: number[] = []
      for (let i = 0; i < 4; i++) {
        wrong.push(await took("timing@example.com"))
        unknown.push(await took(`nadie-${i}@example.com`))
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
      // Without the stand-in hash an unknown e-mail answers in a small fraction of the time.
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5)
    })

    it("counts the per-address limit by the connection, whatever X-Forwarded-For a direct caller sends", async () => {
      const statuses: number[] = []
      for (let i = 0; i < 31; i++) {
        const res = await post(
          "/auth/customer/emailpass/reset-password",
          { identifier: `ip-${i}@example.com` },
          { "x-forwarded-for": `203.0.113.${i}` },
        )
        statuses.push(res.status)
      }
      expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true)
      expect(statuses[30]).toBe(429)
    })

    it("turns a login into an httpOnly, SameSite=Lax session cookie that the store API reads, and ends it", async () => {
      const token = await signUp("cookie@example.com", "Carmen")
      const opened: any = await post("/auth/session", {}, bearer(token))
      expect(opened.status).toBe(200)
      const cookie = String(opened.headers["set-cookie"]?.[0] ?? "")
      expect(cookie).toMatch(/^connect\.sid=/)
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
      const session = { cookie: cookie.split(";")[0] }
      expect((await get("/store/session", session)).data.customer).toMatchObject({
        first_name: "Carmen",
      })
      expect((await get("/store/customers/me/orders", session)).status).toBe(200)
      expect((await api.delete("/auth/session", { headers: session })).status).toBe(200)
      expect((await get("/store/session", session)).data).toEqual({ customer: null })
    })

    it("knows who is logged in through the session route, and answers a visitor 200 with nobody", async () => {
      const token = await signUp("session@example.com", "Sofía")
      expect((await get("/store/session")).data).toEqual({ customer: null })
      const me: any = await get("/store/session", bearer(token))
      expect(me.status).toBe(200)
      expect(me.data.customer).toMatchObject({ email: "session@example.com", first_name: "Sofía" })
      expect(me.headers["cache-control"]).toBe("no-store")
    })

    it("answers account routes without a session with 401", async () => {
      for (const url of ["/store/customers/me", "/store/customers/me/orders", "/store/orders"]) {
        const res = await get(url, { "x-medusa-locale": "en" })
        expect([url, res.status, res.data.code, res.data.message]).toEqual([
          url,
          401,
          "login_required",
          "Please log in to continue.",
        ])
      }
    })

    it("lets a customer read only their own orders, by every route that takes an order id", async () => {
      const a = await signUp("a@example.com", "Alba")
      const b = await signUp("b@example.com", "Bruno")
      const orderId = await placeOrder(b, "b@example.com")

      expect((await get(`/store/orders/${orderId}`, bearer(b))).status).toBe(200)
      const refusals: [string, Promise<{ status: number; data: any }>][] = [
        ["A reads B's order", get(`/store/orders/${orderId}`, bearer(a))],
        ["nobody reads it", get(`/store/orders/${orderId}`)],
        [
          "a token of another order",
          get(`/store/orders/${orderId}`, { "x-order-token": signId("order", "order_other") }),
        ],
        [
          "A asks for its transfer",
          post(`/store/orders/${orderId}/transfer/request`, {}, bearer(a)),
        ],
        ["A cancels its transfer", post(`/store/orders/${orderId}/transfer/cancel`, {}, bearer(a))],
        ["A returns it", post("/store/returns", returnBody(orderId), bearer(a))],
        ["nobody returns it", post("/store/returns", returnBody(orderId))],
      ]
      for (const [what, call] of refusals) {
        const res = await call
        expect([what, res.status, res.data.code, res.data.message]).toEqual([
          what,
          404,
          "order_not_found",
          "No encontramos este pedido.",
        ])
      }
      expect(
        (await get(`/store/orders/${orderId}`, { "x-order-token": signId("order", orderId) }))
          .status,
      ).toBe(200)

      const mine = (await get("/store/customers/me/orders", bearer(b))).data.orders
      expect(mine).toHaveLength(1)
      expect(mine[0]).toMatchObject({ id: orderId, state: "pending_payment" })
      expect(mine[0].bookings[0]).toMatchObject({
        status: "confirmed",
        upcoming: true,
        start_time: "06:00",
        timezone: "Asia/Riyadh",
      })
      expect((await get("/store/customers/me/orders", bearer(a))).data.orders).toEqual([])
    })

    it("lets a guest read the order just placed with the token it was placed with, and nobody else", async () => {
      const { orderId, orderToken } = await placeOrderWithToken(null, "guest@example.com")
      const read = await get(`/store/orders/${orderId}`, { "x-order-token": orderToken })
      expect(read.status).toBe(200)
      expect(read.data.order.id).toBe(orderId)
      expect((await get(`/store/orders/${orderId}`)).status).toBe(404)
    })

    it("gives a guest who signs up with the same e-mail their guest orders once they prove the e-mail", async () => {
      await expectGuestOrdersClaimed(accounts, sink())
    })

    it("opens a voucher by the signed token of its link, and nothing by any other token", async () => {
      const b = await signUp("v@example.com")
      const orderId = await placeOrder(b, "v@example.com")
      const booking = (await get("/store/customers/me/orders", bearer(b))).data.orders[0]
        .bookings[0]
      const token = booking.link.split("/voucher/")[1]
      const res = await get(`/store/vouchers/${token}`, { "x-medusa-locale": "en" })
      expect(res.status).toBe(200)
      // The page's language is English: a Spanish order's voucher names everything in English.
      expect(res.data.voucher).toMatchObject({
        reference: booking.reference,
        order_id: orderId,
        option: "Shared group tour",
      })
      const forged = await get(`/store/vouchers/${signId("order", booking.booking_id)}`)
      expect(forged.status).toBe(404)
      expect(forged.data.code).toBe("voucher_not_found")
    })

    it("e-mails a single-use reset link that expires, and answers the same for an unknown e-mail", async () => {
      await expectResetLink(accounts, sink())
    })

    it("answers the 11th wrong password for an e-mail, and every one after, with 429 and Retry-After", async () => {
      await signUp("limit@example.com")
      const statuses: number[] = []
      let last: any
      for (let i = 0; i < 20; i++) {
        last = await post(
          "/auth/customer/emailpass",
          { email: "limit@example.com", password: `wrong-password-${i}` },
          { "x-medusa-locale": "en" },
        )
        statuses.push(last.status)
      }
      expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true)
      expect(statuses.slice(10)).toEqual(Array(10).fill(429))
      expect(Number(last.headers["retry-after"])).toBeGreaterThan(60)
      expect(last.data).toEqual({
        type: "too_many_requests",
        code: "too_many_attempts",
        message: "Too many attempts. Please try again in 15 minutes.",
      })
      // The right password does not get through a blocked e-mail either.
      expect(
        (await post("/auth/customer/emailpass", { email: "limit@example.com", password: PASSWORD }))
          .status,
      ).toBe(429)
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import jwt from "jsonwebtoken"
import { signId } from "../../src/lib/signed-token"
import { dayFromToday, DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"
import { startMailSink, type MailSink } from "../mail-sink"

jest.setTimeout(180_000)

process.env.SMTP_RETRY_DELAYS = "200"
process.env.STOREFRONT_URL = "http://localhost:4321"

const PASSWORD = "dunas-rojas-2026"

/** A return request Medusa's validation accepts, so only the order guard can refuse it. */
const returnBody = (order_id: string) => ({
  order_id,
  items: [{ id: "ordli_any", quantity: 1 }],
  return_shipping: { option_id: "so_any" },
})

// A real SMTP server on a free port, started before the runner boots Medusa
// (top-level hooks run first), so the server under test sends to it.
let sink: MailSink
beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
})
afterAll(async () => {
  await sink?.stop()
})

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get, post, payLater } = storeApi(api, () => headers)
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

    /** Signs up through Medusa's emailpass auth and creates the customer; returns a logged-in token. */
    async function signUp(email: string, first_name = "Lucía") {
      const registered = await post("/auth/customer/emailpass/register", {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      })
      expect(registered.status).toBe(200)
      const created = await post(
        "/store/customers",
        { email, first_name, last_name: "Pérez" },
        bearer(registered.data.token),
      )
      expect(created.status).toBe(200)
      const login = await post("/auth/customer/emailpass", { email, password: PASSWORD })
      expect(login.status).toBe(200)
      return login.data.token as string
    }

    /** A pay-later order of the safari placed by a logged-in customer (or a guest, with no token); returns the order id. */
    async function placeOrder(token: string | null, email: string) {
      return (await placeOrderWithToken(token, email)).orderId
    }

    async function placeOrderWithToken(token: string | null, email: string) {
      const auth: Record<string, string> = token ? bearer(token) : {}
      const region = (await get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "eur",
      )
      const cartId = (await post("/store/carts", { region_id: region.id, email }, auth)).data.cart
        .id
      const day = (
        await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`)
      ).data
      await post(
        `/store/carts/${cartId}/bookings`,
        { slot_id: day.options[0].slots[0].id, travellers: { adult: 1 } },
        auth,
      )
      await payLater(cartId)
      const done = await post(`/store/carts/${cartId}/complete-booking`, {}, auth)
      expect(done.status).toBe(200)
      return { orderId: done.data.order.id as string, orderToken: done.data.order_token as string }
    }

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      sink.clear()
    })

    it("refuses a sign-up with the spec's message for each broken rule, in the visitor's language", async () => {
      const register = (body: object, extra?: Record<string, string>) =>
        post("/auth/customer/emailpass/register", body, extra)
      const cases: [object, string, string][] = [
        [
          { email: "", password: PASSWORD },
          "fields_required",
          "Todos los campos deben ser completados.",
        ],
        [
          { email: "no-es-correo", password: PASSWORD },
          "email_invalid",
          "Este formato no es correcto.",
        ],
        [
          { email: "ana@example.com", password: "corta" },
          "password_too_short",
          "La contraseña debe tener al menos 8 caracteres.",
        ],
        [
          { email: "ana@example.com", password: PASSWORD, password_confirmation: "otra-cosa-123" },
          "passwords_do_not_match",
          "Las contraseñas no coinciden.",
        ],
      ]
      for (const [body, code, message] of cases) {
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
      const { orderId } = await placeOrderWithToken(null, "Guest.Claim@example.com")
      const owner = await signUp("guest.claim@example.com", "Gala")
      const other = await signUp("other.claim@example.com", "Otto")
      expect((await get("/store/customers/me/orders", bearer(owner))).data.orders).toEqual([])

      // The same answer with or without guest orders; a link only where there are some.
      const asked = await post(
        "/store/customers/me/guest-orders",
        {},
        { ...bearer(owner), "x-medusa-locale": "en" },
      )
      const none = await post("/store/customers/me/guest-orders", {}, bearer(other))
      expect([none.status, none.data]).toEqual([asked.status, asked.data])
      // The guest order's own confirmation went to the same address first.
      const mail = (await sink.waitFor("guest.claim@example.com", 2)).find(
        (m) => m.subject === "Add the bookings made with your e-mail to your account",
      )!
      expect(mail).toBeDefined()
      expect(await sink.waitFor("other.claim@example.com", 1, 1000)).toHaveLength(0)
      const token = new URL(
        mail.text!.match(/http:\/\/localhost:4321\/en\/account\/claim\?\S+/)![0],
      ).searchParams.get("token")!

      const stolen = await post("/store/customers/me/guest-orders/claim", { token }, bearer(other))
      expect([stolen.status, stolen.data.code]).toEqual([400, "claim_link_invalid"])
      const forged = await post(
        "/store/customers/me/guest-orders/claim",
        { token: signId("claim", "x y 9999999999") },
        bearer(owner),
      )
      expect(forged.data.code).toBe("claim_link_invalid")
      expect(
        (
          await post(
            "/store/customers/me/guest-orders/claim",
            { token: "../../admin" },
            bearer(owner),
          )
        ).status,
      ).toBe(400)
      expect((await post("/store/customers/me/guest-orders/claim", { token })).status).toBe(401)

      const claimed = await post("/store/customers/me/guest-orders/claim", { token }, bearer(owner))
      expect([claimed.status, claimed.data]).toEqual([200, { claimed: 1 }])
      expect(
        (await post("/store/customers/me/guest-orders/claim", { token }, bearer(owner))).data,
      ).toEqual({ claimed: 0 })
      const mine = (await get("/store/customers/me/orders", bearer(owner))).data.orders
      expect(mine.map((o: { id: string }) => o.id)).toEqual([orderId])
      expect((await get(`/store/orders/${orderId}`, bearer(owner))).status).toBe(200)
      expect((await get(`/store/orders/${orderId}`, bearer(other))).status).toBe(404)
    })

    it("opens a voucher by the signed token of its link, and nothing by any other token", async () => {
      const b = await signUp("v@example.com")
      const orderId = await placeOrder(b, "v@example.com")
      const booking = (await get("/store/customers/me/orders", bearer(b))).data.orders[0]
        .bookings[0]
      const token = booking.link.split("/voucher/")[1]
      const res = await get(`/store/vouchers/${token}`, { "x-medusa-locale": "en" })
      expect(res.status).toBe(200)
      // The page's language is English; the names are the Spanish order's own (issue 27.1).
      expect(res.data.voucher).toMatchObject({
        reference: booking.reference,
        order_id: orderId,
        option: "Grupo compartido",
      })
      const forged = await get(`/store/vouchers/${signId("order", booking.booking_id)}`)
      expect(forged.status).toBe(404)
      expect(forged.data.code).toBe("voucher_not_found")
    })

    it("e-mails a single-use reset link that expires, and answers the same for an unknown e-mail", async () => {
      await signUp("reset@example.com")
      const known = await post("/auth/customer/emailpass/reset-password", {
        identifier: "reset@example.com",
        metadata: { locale: "en" },
      })
      const unknown = await post("/auth/customer/emailpass/reset-password", {
        identifier: "nobody@example.com",
      })
      expect(known.status).toBe(201)
      expect([unknown.status, unknown.data]).toEqual([known.status, known.data])

      const [mail] = await sink.waitFor("reset@example.com")
      expect(mail.subject).toBe("Reset your Sendero password")
      const link = new URL(
        mail.text!.match(/http:\/\/localhost:4321\/en\/auth\/reset-password\?\S+/)![0],
      )
      const token = link.searchParams.get("token")!
      expect(await sink.waitFor("nobody@example.com", 1, 1000)).toHaveLength(0)

      // The same token, signed again with its expiry in the past: refused.
      const claims = jwt.decode(token) as jwt.JwtPayload
      const expired = jwt.sign(
        { ...claims, iat: claims.iat! - 3600, exp: Math.floor(Date.now() / 1000) - 60 },
        "integration-tests-only-secret",
      )
      const late = await post(
        "/auth/customer/emailpass/update",
        { password: "nueva-clave-2026" },
        bearer(expired),
      )
      expect(late.status).toBe(401)

      const short = await post(
        "/auth/customer/emailpass/update",
        { password: "corta" },
        bearer(token),
      )
      expect(short.data.code).toBe("password_too_short")
      const reset = await post(
        "/auth/customer/emailpass/update",
        { password: "nueva-clave-2026" },
        bearer(token),
      )
      expect(reset.status).toBe(200)
      const again = await post(
        "/auth/customer/emailpass/update",
        { password: "otra-clave-2026" },
        bearer(token),
      )
      expect(again.status).toBe(401)
      expect(again.data).toMatchObject({ code: "reset_token_invalid" })
      expect(
        (
          await post("/auth/customer/emailpass", {
            email: "reset@example.com",
            password: "nueva-clave-2026",
          })
        ).status,
      ).toBe(200)
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

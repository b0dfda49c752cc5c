import jwt from "jsonwebtoken"
import { signId } from "../../src/lib/signed-token"
import { dayFromToday, DESERT_SAFARI, type storeApi } from "../fixtures"
import type { MailSink } from "../mail-sink"

/* Accounts of accounts.spec.ts: sign-up, orders placed signed in or as a guest, the reset link. */

export const PASSWORD = "dunas-rojas-2026"

/** A return request Medusa's validation accepts, so only the order guard can refuse it. */
export const returnBody = (order_id: string) => ({
  order_id,
  items: [{ id: "ordli_any", quantity: 1 }],
  return_shipping: { option_id: "so_any" },
})

/** The request headers of a bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Sign-ups each refused for one rule: body, code and the spec's Spanish message. */
export const SIGN_UP_CASES: [object, string, string][] = [
  [{ email: "", password: PASSWORD }, "fields_required", "Todos los campos deben ser completados."],
  [{ email: "no-es-correo", password: PASSWORD }, "email_invalid", "Este formato no es correcto."],
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

type Store = Pick<ReturnType<typeof storeApi>, "get" | "post" | "payLater">

/** Signing up and placing orders through the store API. */
export function accountHelpers({ get, post, payLater }: Store) {
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
    const cartId = (await post("/store/carts", { region_id: region.id, email }, auth)).data.cart.id
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
  return { get, post, signUp, placeOrder, placeOrderWithToken }
}

/** A reset link is e-mailed once, expires, works once, and an unknown e-mail gets the same answer. */
export async function expectResetLink(
  { post, signUp }: ReturnType<typeof accountHelpers>,
  sink: MailSink,
) {
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

  const short = await post("/auth/customer/emailpass/update", { password: "corta" }, bearer(token))
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
}

/**
 * A guest who signs up with the same e-mail gets their guest orders once they prove the e-mail
 * (a single-use link; the same answer whether there are orders or not), and nobody else does.
 */
export async function expectGuestOrdersClaimed(
  { get, post, signUp, placeOrderWithToken }: ReturnType<typeof accountHelpers>,
  sink: MailSink,
) {
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
    (await post("/store/customers/me/guest-orders/claim", { token: "../../admin" }, bearer(owner)))
      .status,
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
}

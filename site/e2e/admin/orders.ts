import type { Locale } from "@sendero/shared/locales"
import type { APIRequestContext, Page } from "@playwright/test"
import { expect, medusaUrl } from "./fixtures"

/** A date `offset` days ahead in Riyadh (the skeleton experience's time zone). */
export function riyadhDate(offset: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" }).format(new Date())
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + offset)
  return d.toISOString().slice(0, 10)
}

async function adminToken(request: APIRequestContext) {
  const login = await request.post(`${medusaUrl()}/auth/user/emailpass`, {
    data: { email: process.env.SENDERO_ADMIN_EMAIL, password: process.env.SENDERO_ADMIN_PASSWORD },
  })
  if (!login.ok()) throw new Error(`Admin login failed: ${login.status()}`)
  return ((await login.json()) as { token: string }).token
}

/**
 * Places a pay-later order through the Store API as a traveller's browser
 * would (cart, booking, lead guest, pay later, checkout, complete), so the
 * admin screens have a real booking: `adult` seats booked on the first slot
 * of `date`. Returns the order, the slot and its start time.
 */
export async function placePayLaterOrder(
  request: APIRequestContext,
  {
    handle,
    date,
    adult,
    firstName,
  }: { handle: string; date: string; adult: number; firstName: string },
) {
  const base = medusaUrl()
  const token = await adminToken(request)
  const keys = await request.get(`${base}/admin/api-keys?type=publishable&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const key = ((await keys.json()) as { api_keys: { token: string }[] }).api_keys[0].token
  const headers = { "x-publishable-api-key": key }
  const call = async <T>(method: "get" | "post", path: string, data?: unknown) => {
    const response = await request[method](`${base}${path}`, { headers, ...(data ? { data } : {}) })
    if (!response.ok())
      throw new Error(
        `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`,
      )
    return (await response.json()) as T
  }
  const { regions } = await call<{ regions: { id: string; currency_code: string }[] }>(
    "get",
    "/store/regions",
  )
  const region = regions.find((r) => r.currency_code === "eur")!
  const { cart } = await call<{ cart: { id: string } }>("post", "/store/carts", {
    region_id: region.id,
    email: "viajera.admin-e2e@example.com",
    billing_address: { first_name: firstName, last_name: "Prueba", phone: "+34600123456" },
  })
  const day = await call<{ options: { slots: { id: string; start_time: string }[] }[] }>(
    "get",
    `/store/experiences/${handle}/availability/${date}`,
  )
  const slot = day.options[0].slots[0]
  await call("post", `/store/carts/${cart.id}/bookings`, {
    slot_id: slot.id,
    travellers: { adult },
  })
  const { payment_collection } = await call<{ payment_collection: { id: string } }>(
    "post",
    "/store/payment-collections",
    {
      cart_id: cart.id,
    },
  )
  await call("post", `/store/payment-collections/${payment_collection.id}/payment-sessions`, {
    provider_id: "pp_system_default",
  })
  await call("post", `/store/carts/${cart.id}/checkout`)
  const { order } = await call<{ order: { id: string } }>(
    "post",
    `/store/carts/${cart.id}/complete-booking`,
  )
  return { orderId: order.id, slotId: slot.id, startTime: slot.start_time }
}

/** The product's Stripe double (the e2e product runs it on TEST_STRIPE_PORT, with this test key). */
const stripeDouble = () =>
  process.env.STRIPE_DOUBLE_URL || `http://127.0.0.1:${process.env.TEST_STRIPE_PORT || "12110"}`
const STRIPE_KEY = "sk_test_sendero_local"

/** The Store API as a traveller's browser calls it (the shop's publishable key), in `locale` (`x-medusa-locale`). */
export async function storeCall(request: APIRequestContext, locale: Locale = "es") {
  const token = await adminToken(request)
  const keys = await request.get(`${medusaUrl()}/admin/api-keys?type=publishable&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const key = ((await keys.json()) as { api_keys: { token: string }[] }).api_keys[0].token
  const headers = { "x-publishable-api-key": key, "x-medusa-locale": locale }
  return async <T>(path: string, data?: unknown) => {
    const url = `${medusaUrl()}${path}`
    const response =
      data === undefined
        ? await request.get(url, { headers })
        : await request.post(url, { headers, data })
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`)
    return (await response.json()) as T
  }
}

/** Seats left on a slot of `date`, as the storefront's day answers them (the picker's own numbers). */
export async function seatsLeft(
  request: APIRequestContext,
  { handle, date, slotId }: { handle: string; date: string; slotId: string },
) {
  const call = await storeCall(request)
  const day = await call<{ options: { slots: { id: string; seats_left: number }[] }[] }>(
    `/store/experiences/${handle}/availability/${date}`,
  )
  return day.options.flatMap((o) => o.slots).find((s) => s.id === slotId)!.seats_left
}

/**
 * A card order of `adult` seats on the first slot of `date`, paid on the
 * Stripe double's hosted page in the traveller's language (`locale`: the
 * order's, so its e-mails' too). Returns the order, its booking's reference
 * and the slot, once the card webhook has placed it.
 */
export async function placeCardOrder(
  request: APIRequestContext,
  page: Page,
  {
    handle,
    date,
    email,
    adult = 1,
    firstName,
    lastName = "Tarjeta",
    locale = "es",
  }: {
    handle: string
    date: string
    email: string
    adult?: number
    firstName: string
    lastName?: string
    locale?: Locale
  },
) {
  const call = await storeCall(request, locale)
  const { regions } = await call<{ regions: { id: string; currency_code: string }[] }>(
    "/store/regions",
  )
  const { cart } = await call<{ cart: { id: string } }>("/store/carts", {
    region_id: regions.find((r) => r.currency_code === "eur")!.id,
    email,
    billing_address: { first_name: firstName, last_name: lastName, phone: "+34600123458" },
  })
  const day = await call<{ options: { slots: { id: string; start_time: string }[] }[] }>(
    `/store/experiences/${handle}/availability/${date}`,
  )
  const slot = day.options[0].slots[0]
  await call(`/store/carts/${cart.id}/bookings`, { slot_id: slot.id, travellers: { adult } })
  const { card_payment } = await call<{ card_payment: { url: string } }>(
    `/store/carts/${cart.id}/card-payment`,
    {},
  )
  await page.goto(card_payment.url)
  await page
    .getByLabel(locale === "en" ? "Card number" : "Número de tarjeta")
    .fill("4242 4242 4242 4242")
  await page.getByRole("button", { name: locale === "en" ? /^Pay / : /^Pagar / }).click()
  await expect(page).toHaveURL(/\/checkout\/success/, { timeout: 30_000 })
  // The cart was made through the API, not in this browser: its booking is read from the desk once the webhook settled it.
  const token = await adminToken(request)
  let found = { order_id: "", reference: "" }
  await expect(async () => {
    const response = await request.get(
      `${medusaUrl()}/admin/bookings?q=${encodeURIComponent(email)}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    )
    const { bookings } = (await response.json()) as {
      bookings: { order_id: string; reference: string; payment: string }[]
    }
    expect(bookings[0]?.payment).toBe("paid")
    found = bookings[0]
  }).toPass({ timeout: 60_000 })
  return {
    orderId: found.order_id,
    reference: found.reference,
    slotId: slot.id,
    startTime: slot.start_time,
  }
}

/** The card charge of an order at the Stripe double: what it captured and what was refunded of it, in cents. */
export async function stripeCharge(request: APIRequestContext, orderId: string) {
  const token = await adminToken(request)
  const response = await request.get(
    `${medusaUrl()}/admin/orders/${orderId}?fields=total,payment_collections.payments.data`,
    { headers: { authorization: `Bearer ${token}` } },
  )
  const { order } = (await response.json()) as {
    order: {
      total: number
      payment_collections: { payments: { data: { payment_intent?: string } | null }[] }[]
    }
  }
  const intent = order.payment_collections
    .flatMap((c) => c.payments)
    .find((p) => p.data?.payment_intent)!.data!.payment_intent!
  const stripe = await request.get(
    `${stripeDouble()}/v1/payment_intents/${intent}?expand[]=latest_charge`,
    {
      headers: { authorization: `Bearer ${STRIPE_KEY}` },
    },
  )
  expect(stripe.ok()).toBe(true)
  const { latest_charge } = (await stripe.json()) as {
    latest_charge: { amount_captured: number; amount_refunded: number }
  }
  return {
    total: Number(order.total),
    captured: latest_charge.amount_captured,
    refunded: latest_charge.amount_refunded,
  }
}

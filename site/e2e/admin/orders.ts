import type { APIRequestContext } from "@playwright/test"
import { medusaUrl } from "./fixtures"

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
  { handle, date, adult, firstName }: { handle: string; date: string; adult: number; firstName: string },
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
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`)
    return (await response.json()) as T
  }
  const { regions } = await call<{ regions: { id: string; currency_code: string }[] }>("get", "/store/regions")
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
  await call("post", `/store/carts/${cart.id}/bookings`, { slot_id: slot.id, travellers: { adult } })
  const { payment_collection } = await call<{ payment_collection: { id: string } }>("post", "/store/payment-collections", {
    cart_id: cart.id,
  })
  await call("post", `/store/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: "pp_system_default" })
  await call("post", `/store/carts/${cart.id}/checkout`)
  const { order } = await call<{ order: { id: string } }>("post", `/store/carts/${cart.id}/complete-booking`)
  return { orderId: order.id, slotId: slot.id, startTime: slot.start_time }
}

import type { APIRequestContext } from "@playwright/test"
import pg from "pg"
import { adminClient } from "./admin-api"
import { SKELETON } from "./journey-helpers"

const MEDUSA = process.env.MEDUSA_URL || "http://localhost:9000"

/**
 * A pay-later booking whose activity is over: a one-off slot added through the
 * admin API, booked through the Store API, then moved into the past in the
 * database (the only way a test can travel in time).
 */
export async function pastBooking(request: APIRequestContext, email: string) {
  const databaseUrl = process.env.E2E_DATABASE_URL
  if (!databaseUrl) throw new Error("E2E_DATABASE_URL is required (npm test -- e2e passes it)")
  const admin = await adminClient(request)
  const { api_keys } = await admin.get<{ api_keys: { token: string }[] }>(
    "/admin/api-keys?type=publishable&limit=1",
  )
  const headers = { "x-publishable-api-key": api_keys[0].token }
  const date = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10)
  const minute = String(Math.floor(Math.random() * 60)).padStart(2, "0")
  const { slot } = await admin.post<{ slot: { id: string } }>(
    `/admin/experiences/${SKELETON}/slots`,
    {
      option_code: "shared",
      date,
      start_time: `04:${minute}`,
      duration_minutes: 60,
      capacity: 4,
    },
  )
  const store = async <T>(path: string, data?: unknown) => {
    const response = await request.post(`${MEDUSA}${path}`, { headers, data: data ?? {} })
    if (!response.ok())
      throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`)
    return (await response.json()) as T
  }
  const { regions } = (await (
    await request.get(`${MEDUSA}/store/regions`, { headers })
  ).json()) as { regions: { id: string; currency_code: string }[] }
  const region = regions.find((r) => r.currency_code === "eur")!
  const { cart } = await store<{ cart: { id: string } }>("/store/carts", {
    region_id: region.id,
    email,
  })
  await store(`/store/carts/${cart.id}/bookings`, { slot_id: slot.id, travellers: { adult: 2 } })
  const { payment_collection } = await store<{ payment_collection: { id: string } }>(
    "/store/payment-collections",
    { cart_id: cart.id },
  )
  await store(`/store/payment-collections/${payment_collection.id}/payment-sessions`, {
    provider_id: "pp_system_default",
  })
  const { order } = await store<{ order: { id: string } }>(
    `/store/carts/${cart.id}/complete-booking`,
  )
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query(
      `UPDATE slot SET starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours' WHERE id = $1`,
      [slot.id],
    )
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM booking WHERE order_id = $1`, [
      order.id,
    ])
    return { reference: `SND-${rows[0].id.slice(-8).toUpperCase()}`, headers }
  } finally {
    await db.end()
  }
}

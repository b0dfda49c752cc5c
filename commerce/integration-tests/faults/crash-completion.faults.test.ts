import pg from "pg"
import { afterAll, beforeAll, expect, it } from "vitest"
import { assertOrderInvariants } from "../invariants"
import { adminClient, client } from "../race/store-client"
import { waitFor } from "./load"

/**
 * kill -9 of a server in the middle of a pay-later completion, at the worst
 * instant: Medusa's order exists, the conversion of the cart's holds into
 * bookings has not committed. The test catches the server there by holding
 * the slot's row lock, so the conversion (the statement that moves seats from
 * held to booked) waits on it; it kills the server while it waits. Nothing
 * in the dead process survives: the reconcile job of the other server must
 * give the order its bookings (or cancel it and release the seats) by itself.
 */
const servers = (process.env.MEDUSA_URLS ?? "").split(",").filter(Boolean)
const ports = servers.map((url) => new URL(url).port)
const headers = {
  "x-publishable-api-key": process.env.PUBLISHABLE_KEY ?? "",
  "accept-language": "en",
}
const control = async (path: string) => {
  const response = await fetch(`${process.env.FAULTS_CONTROL}${path}`, { method: "POST" })
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`)
}

const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
const locker = new pg.Client({ connectionString: process.env.DATABASE_URL })
const rows = async (text: string, values: unknown[] = []) => (await db.query(text, values)).rows
let down = false

beforeAll(async () => {
  await db.connect()
  await locker.connect()
})
afterAll(async () => {
  await locker.query("ROLLBACK").catch(() => {})
  if (down) await control(`/medusa/${ports[0]}/start`).catch(() => {})
  await locker.end().catch(() => {})
  await db.end().catch(() => {})
})

it("kill -9 between the order and its bookings: the order gets its bookings by itself, invariants hold", async () => {
  expect(servers.length).toBe(2)
  const store = client(servers[0], headers)
  const admin = await adminClient(
    servers[0],
    process.env.SENDERO_ADMIN_EMAIL!,
    process.env.SENDERO_ADMIN_PASSWORD!,
  )
  const date = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10)
  const day = await store.get(`/store/experiences/senderismo-dunas-atardecer/availability/${date}`)
  const slotId: string = day.data.options[0].slots[0].id
  await admin.post(`/admin/slots/${slotId}`, { capacity: 50 })

  // A pay-later checkout of two seats, up to the completion.
  const { regions } = (await store.get("/store/regions")).data
  const region = regions.find((r: { currency_code: string }) => r.currency_code === "eur")
  const cart = (
    await store.post("/store/carts", { region_id: region.id, email: "crash@example.com" })
  ).data.cart
  expect(
    (
      await store.post(`/store/carts/${cart.id}/bookings`, {
        slot_id: slotId,
        travellers: { adult: 2 },
      })
    ).status,
  ).toBe(201)
  const collection = (await store.post("/store/payment-collections", { cart_id: cart.id })).data
    .payment_collection
  await store.post(`/store/payment-collections/${collection.id}/payment-sessions`, {
    provider_id: "pp_system_default",
  })

  // Catch the completion in the conversion: it waits on the slot's row lock.
  await locker.query("BEGIN")
  await locker.query("SELECT id FROM slot WHERE id = $1 FOR UPDATE", [slotId])
  const completion = fetch(`${servers[0]}/store/carts/${cart.id}/complete-booking`, {
    method: "POST",
    headers,
  })
    .then((r) => r.status)
    .catch(() => "cut" as const)
  const waiting = async () =>
    rows(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%converted AS (%'`,
    )
  expect(await waitFor(async () => (await waiting()).length > 0, 90_000)).toBe(true)
  const [{ pid }] = await waiting()
  await control(`/medusa/${ports[0]}/kill`)
  down = true
  expect(await completion).toBe("cut")
  await locker.query("ROLLBACK")
  // The dead server's statement runs, cannot commit, and its transaction rolls back.
  expect(
    await waitFor(
      async () => (await rows("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [pid])).length === 0,
      30_000,
    ),
  ).toBe(true)

  // The fault happened: an order without bookings, its seats still held.
  const [link] = await rows(
    "SELECT order_id FROM order_cart WHERE cart_id = $1 AND deleted_at IS NULL",
    [cart.id],
  )
  expect(link?.order_id).toMatch(/^order_/)
  const bookingsOf = () =>
    rows("SELECT seats, status FROM booking WHERE order_id = $1", [link.order_id])
  expect(await bookingsOf()).toEqual([])
  expect(await rows("SELECT held, booked FROM slot WHERE id = $1", [slotId])).toEqual([
    { held: 2, booked: 0 },
  ])

  await control(`/medusa/${ports[0]}/start`)
  down = false
  // The reconcile job (every minute, once the dead completion's lock has lapsed) converts the holds.
  expect(await waitFor(async () => (await bookingsOf()).length > 0, 200_000)).toBe(true)
  expect(await bookingsOf()).toEqual([{ seats: 2, status: "confirmed" }])
  expect(await rows("SELECT held, booked FROM slot WHERE id = $1", [slotId])).toEqual([
    { held: 0, booked: 2 },
  ])
  // The traveller retrying the checkout sees the one order, with its booking.
  const retried = await client(servers[1], headers).post(`/store/carts/${cart.id}/complete-booking`)
  expect(retried.status).toBe(200)
  expect(retried.data).toMatchObject({
    order: { id: link.order_id },
    bookings: [expect.objectContaining({ seats: 2 })],
  })

  // The whole database keeps the booking promise (other cases' crashes are reconciled too).
  const sql = async (text: string) => rows(text)
  await waitFor(
    async () =>
      assertOrderInvariants(sql).then(
        () => true,
        () => false,
      ),
    120_000,
  )
  await assertOrderInvariants(sql)
}, 420_000)

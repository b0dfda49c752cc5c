import pg from "pg"
import Stripe from "stripe"
import { afterAll, describe, expect, it } from "vitest"
import { adminClient, client } from "../race/store-client"
import { waitFor } from "./load"

/**
 * A crash between a card payment and its order (scripts/test.mjs: two
 * servers on one database, the product's Stripe test double, a control
 * endpoint that kills with SIGKILL and restarts). Whatever the moment of the
 * kill, every paid cart ends with exactly one order whose seats are booked
 * and one capture, or with its money released; no seat stays held.
 */
const servers = (process.env.MEDUSA_URLS ?? "").split(",").filter(Boolean)
const ports = servers.map((url) => new URL(url).port)
const key = process.env.PUBLISHABLE_KEY ?? ""
const doubleUrl = process.env.STRIPE_DOUBLE_URL ?? ""
const secret = process.env.STRIPE_WEBHOOK_SECRET ?? ""
const signer = new Stripe("sk_test_signer_only")

const control = async (path: string) => {
  const response = await fetch(`${process.env.FAULTS_CONTROL}${path}`, { method: "POST" })
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`)
}
const stripeControl = async (path: string, body?: object) =>
  (
    await fetch(
      `${doubleUrl}/_control/${path}`,
      body ? { method: "POST", body: JSON.stringify(body) } : {},
    )
  ).json()

async function query<T = any>(text: string, params: unknown[]): Promise<T[]> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    return (await db.query(text, params)).rows as T[]
  } finally {
    await db.end()
  }
}

// Whether a test left server 0 (or 1) killed: restarting a server that runs would orphan it.
let down = false
let downToo = false

afterAll(async () => {
  if (down) await control(`/medusa/${ports[0]}/start`).catch(() => {})
  if (downToo) await control(`/medusa/${ports[1]}/start`).catch(() => {})
  await stripeControl("webhook", { mode: "immediate" }).catch(() => {})
})

describe("a crash between a card payment and its order", () => {
  it("kill -9 after paying and in the middle of the webhook: after the restart, one order per paid cart, seats booked, one capture", async () => {
    expect(doubleUrl).toMatch(/^http/)
    await stripeControl("webhook", { mode: "hold" })
    const store = client(servers[0], { "x-publishable-api-key": key })
    const admin = await adminClient(
      servers[1],
      process.env.SENDERO_ADMIN_EMAIL!,
      process.env.SENDERO_ADMIN_PASSWORD!,
    )
    const regionId = (await store.get("/store/regions")).data.regions.find(
      (r: { currency_code: string }) => r.currency_code === "eur",
    ).id
    const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)
    const slotId: string = (
      await store.get(`/store/experiences/senderismo-dunas-atardecer/availability/${date}`)
    ).data.options[0].slots[0].id
    expect((await admin.post(`/admin/slots/${slotId}`, { capacity: 50 })).status).toBe(200)

    // Two travellers pay on the provider's page; no webhook reaches us yet.
    const paid: { cartId: string; sessionId: string; seats: number }[] = []
    for (const seats of [1, 2]) {
      const cart = (
        await store.post("/store/carts", {
          region_id: regionId,
          email: `crash${seats}@example.com`,
        })
      ).data.cart
      expect(
        (
          await store.post(`/store/carts/${cart.id}/bookings`, {
            slot_id: slotId,
            travellers: { adult: seats },
          })
        ).status,
      ).toBe(201)
      const started = await store.post(`/store/carts/${cart.id}/card-payment`, {})
      expect(started.status).toBe(200)
      const sessionId: string = started.data.card_payment.checkout_session_id
      expect(
        (await stripeControl(`sessions/${sessionId}/pay`, { card: "4242424242424242" })).outcome,
      ).toBe("succeeded")
      paid.push({ cartId: cart.id, sessionId, seats })
    }

    // The second one's completed event reaches server 0, which is killed while it handles it.
    const { data: events } = await stripeControl("events?type=checkout.session.completed")
    const summary = events.find((e: { object_id: string }) => e.object_id === paid[1].sessionId)
    const event = await (await fetch(`${doubleUrl}/_control/events/${summary.id}`)).json()
    const payload = JSON.stringify(event)
    const delivery = fetch(`${servers[0]}/hooks/stripe`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    }).catch(() => null)
    await new Promise((r) => setTimeout(r, 40))
    await control(`/medusa/${ports[0]}/kill`)
    down = true
    await delivery
    await control(`/medusa/${ports[0]}/start`)
    down = false

    // The reconcile jobs (every minute, on both servers) finish what the crash left: the
    // order without bookings gets its seats before anything is captured for it.
    const state = async (cartId: string) =>
      (
        await query<{ orders: number; booked: number; held: number }>(
          `SELECT (SELECT count(DISTINCT oc.order_id)::int FROM order_cart oc WHERE oc.cart_id = $1) AS orders,
                  (SELECT coalesce(sum(b.seats), 0)::int FROM booking b WHERE b.cart_id = $1 AND b.status = 'confirmed') AS booked,
                  (SELECT count(*)::int FROM hold h WHERE h.cart_id = $1 AND h.status = 'active') AS held`,
          [cartId],
        )
      )[0]
    // One capture per payment, never two (the double records each capture as payment_intent.succeeded).
    const intents = await Promise.all(
      paid.map(
        async (p) =>
          (
            await (
              await fetch(`${doubleUrl}/v1/checkout/sessions/${p.sessionId}`, {
                headers: { authorization: "Bearer sk_test_sendero_local" },
              })
            ).json()
          ).payment_intent,
      ),
    )
    const capturesOf = async (intent: string) =>
      (
        (await stripeControl("events?type=payment_intent.succeeded")).data as {
          object_id: string
        }[]
      ).filter((e) => e.object_id === intent)
    // Settled once every paid cart has its order and seats and its payment is captured (the capture follows the order).
    const settled = async () => {
      for (const { cartId, seats } of paid) {
        const row = await state(cartId)
        if (row.orders !== 1 || row.booked !== seats || row.held !== 0) return false
      }
      for (const intent of intents) if ((await capturesOf(intent)).length === 0) return false
      return true
    }
    await waitFor(settled, 200_000)
    for (const { cartId, seats } of paid)
      expect(await state(cartId), cartId).toEqual({ orders: 1, booked: seats, held: 0 })
    const [slot] = await query("SELECT held, booked FROM slot WHERE id = $1", [slotId])
    expect(slot).toEqual({ held: 0, booked: 3 })
    for (const intent of intents) expect(await capturesOf(intent)).toHaveLength(1)
  }, 300_000)

  it("a session paid while every server was down is settled as soon as one starts again, before the next minute's scheduled run", async () => {
    expect(doubleUrl).toMatch(/^http/)
    await stripeControl("webhook", { mode: "hold" })
    const store = client(servers[0], { "x-publishable-api-key": key })
    const regionId = (await store.get("/store/regions")).data.regions.find(
      (r: { currency_code: string }) => r.currency_code === "eur",
    ).id
    const date = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10)
    const slotId: string = (
      await store.get(`/store/experiences/senderismo-dunas-atardecer/availability/${date}`)
    ).data.options[0].slots[0].id
    const cart = (
      await store.post("/store/carts", { region_id: regionId, email: "restart@example.com" })
    ).data.cart
    expect(
      (
        await store.post(`/store/carts/${cart.id}/bookings`, {
          slot_id: slotId,
          travellers: { adult: 1 },
        })
      ).status,
    ).toBe(201)
    const started = await store.post(`/store/carts/${cart.id}/card-payment`, {})
    expect(started.status).toBe(200)
    const sessionId: string = started.data.card_payment.checkout_session_id

    // Both servers go down just after a minute's scheduled run, the traveller pays meanwhile
    // (no webhook reaches us), and server 0 comes back well before the next minute.
    await new Promise((r) => setTimeout(r, 61_000 - (Date.now() % 60_000)))
    const nextMinute = Math.ceil(Date.now() / 60_000) * 60_000
    await control(`/medusa/${ports[0]}/kill`)
    down = true
    await control(`/medusa/${ports[1]}/kill`)
    downToo = true
    expect(
      (await stripeControl(`sessions/${sessionId}/pay`, { card: "4242424242424242" })).outcome,
    ).toBe("succeeded")
    await control(`/medusa/${ports[0]}/start`)
    down = false
    const restarted = Date.now()

    const orderOf = async () =>
      (
        await query<{ created_at: Date; booked: number }>(
          `SELECT o.created_at, (SELECT coalesce(sum(b.seats), 0)::int FROM booking b WHERE b.cart_id = $1 AND b.status = 'confirmed') AS booked
             FROM order_cart oc JOIN "order" o ON o.id = oc.order_id AND o.deleted_at IS NULL WHERE oc.cart_id = $1`,
          [cart.id],
        )
      )[0]
    expect(await waitFor(async () => (await orderOf())?.booked === 1, 150_000)).toBe(true)
    const order = (await orderOf())!
    // Without a run at start the order could only come from the scheduled run at the next minute.
    if (restarted < nextMinute) expect(order.created_at.getTime()).toBeLessThan(nextMinute)
    else
      console.warn(
        `restart took past the minute (${restarted - nextMinute} ms late): the run at start cannot be told from the scheduled one`,
      )

    await control(`/medusa/${ports[1]}/start`)
    downToo = false
  }, 300_000)
})

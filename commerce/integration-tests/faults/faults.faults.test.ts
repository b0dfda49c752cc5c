import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { assertOrderInvariants } from "../invariants"
import { adminClient } from "../race/store-client"
import { client, steadyLoad, waitFor, type Outcome } from "./load"

/**
 * Real faults under a steady booking load (scripts/test.mjs starts two Medusa
 * servers, with Redis when a redis-server binary is present, and serves a
 * control endpoint that kills and restarts processes). Each case is bounded:
 * the load stops by itself and every call has a 25 s limit.
 */
const servers = (process.env.MEDUSA_URLS ?? "").split(",").filter(Boolean)
const ports = servers.map((url) => new URL(url).port)
const key = process.env.PUBLISHABLE_KEY ?? ""
const control = async (path: string) => {
  const response = await fetch(`${process.env.FAULTS_CONTROL}${path}`, { method: "POST" })
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`)
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const healthy = async (url: string) => {
  try {
    return (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}

let admin: Awaited<ReturnType<typeof adminClient>>
let regionId: string

/** A fresh slot `days` ahead with room for the whole load. */
async function roomySlot(days: number) {
  const store = client(servers[0], { "x-publishable-api-key": key })
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const day = await store.get(`/store/experiences/senderismo-dunas-atardecer/availability/${date}`)
  const slotId: string = day.data.options[0].slots[0].id
  await admin.post(`/admin/slots/${slotId}`, { capacity: 2000 })
  return slotId
}

/**
 * Nothing half-written on the slot: its counters equal its rows, every
 * journey the API confirmed has its booking exactly once, and no order of the
 * slot's carts lacks a booking.
 */
async function assertConsistent(slotId: string, journeys: { cartId: string; seats: number }[]) {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  try {
    // A completion the kill cut between Medusa's order and its bookings (even
    // before the order's cart link) is finished, or its order cancelled, by
    // the reconcile job of a live server: wait for it (grace 30 s, lock TTL
    // 45 s, every minute), then no live order of the slot's holds lacks bookings.
    const orphans = () =>
      db.query(
        `SELECT DISTINCT o.id FROM "order" o
           JOIN order_item oi ON oi.order_id = o.id AND oi.deleted_at IS NULL
           JOIN order_line_item li ON li.id = oi.item_id
           JOIN hold h ON h.id = li.metadata->>'hold_id' AND h.slot_id = $1
          WHERE o.deleted_at IS NULL AND o.status <> 'canceled'
            AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.order_id = o.id)`,
        [slotId],
      )
    // So is a completion PostgreSQL cut after the conversion, whose undo failed half-way: its
    // bookings become holds again. Then the whole database keeps the booking promise.
    const invariants = () => assertOrderInvariants(async (text) => (await db.query(text)).rows)
    await waitFor(
      async () =>
        (await orphans()).rows.length === 0 &&
        (await invariants().then(
          () => true,
          () => false,
        )),
      180_000,
    )
    expect((await orphans()).rows).toEqual([])
    const slot = (await db.query("SELECT held, booked FROM slot WHERE id = $1", [slotId])).rows[0]
    const held = (
      await db.query(
        "SELECT coalesce(sum(seats),0)::int AS n FROM hold WHERE slot_id = $1 AND status = 'active'",
        [slotId],
      )
    ).rows[0].n
    const booked = (
      await db.query(
        "SELECT coalesce(sum(seats),0)::int AS n FROM booking WHERE slot_id = $1 AND status = 'confirmed'",
        [slotId],
      )
    ).rows[0].n
    expect(slot).toEqual({ held, booked })
    const carts = journeys.map((j) => j.cartId)
    const perCart = await db.query(
      "SELECT cart_id, count(*)::int AS n, count(DISTINCT order_id)::int AS orders FROM booking WHERE cart_id = ANY($1) GROUP BY cart_id",
      [carts],
    )
    expect(perCart.rows.length).toBe(carts.length)
    for (const row of perCart.rows) expect(row, row.cart_id).toMatchObject({ n: 1, orders: 1 })
    await invariants()
  } finally {
    await db.end()
  }
}

/** Calls that broke the rules: a 500, a hang past the limit, or any failure on a server that stayed up. */
const badCalls = (outcomes: Outcome[], acceptable: (o: Outcome) => boolean) =>
  outcomes.filter((o) => !acceptable(o))
const ok = (o: Outcome) => typeof o.status === "number" && o.status < 500

beforeAll(async () => {
  expect(servers.length).toBe(2)
  admin = await adminClient(
    servers[0],
    process.env.SENDERO_ADMIN_EMAIL!,
    process.env.SENDERO_ADMIN_PASSWORD!,
  )
  const regions = await client(servers[0], { "x-publishable-api-key": key }).get("/store/regions")
  regionId = regions.data.regions.find(
    (r: { currency_code: string }) => r.currency_code === "eur",
  ).id
})

describe("faults under a steady booking load", () => {
  it("kill -9 of one server: the other keeps serving, nothing lost or doubled, the killed one rejoins", async () => {
    const slotId = await roomySlot(8)
    const load = steadyLoad({ servers, key, regionId, slotId })
    await sleep(4000)
    const killedAt = Date.now()
    await control(`/medusa/${ports[0]}/kill`)
    await sleep(4000)
    await control(`/medusa/${ports[0]}/start`)
    const rejoinedAt = Date.now()
    expect(await healthy(servers[0])).toBe(true)
    // The restarted server takes bookings again.
    expect(
      await waitFor(
        () =>
          load.journeys.some((j) => j.server === 0 && load.outcomes.some((o) => o.at > rejoinedAt)),
        60_000,
      ),
    ).toBe(true)
    await load.stop()

    const survivor = load.outcomes.filter((o) => o.server === 1)
    expect(badCalls(survivor, ok)).toEqual([])
    expect(survivor.filter((o) => o.at > killedAt && o.at < rejoinedAt).length).toBeGreaterThan(0)
    // Only the killed server's calls cut off at the kill (or refused while it was down) failed.
    expect(
      badCalls(
        load.outcomes,
        (o) => ok(o) || (o.server === 0 && o.at <= rejoinedAt && o.status !== "timeout"),
      ),
    ).toEqual([])
    await assertConsistent(slotId, load.journeys)
  }, 420_000)

  it("PostgreSQL restart: clear localised 503s while it is down, no 500 or hang, recovery by itself", async () => {
    const slotId = await roomySlot(9)
    const load = steadyLoad({ servers, key, regionId, slotId })
    await sleep(3000)
    await control("/postgres/stop")
    await sleep(6000)
    await control("/postgres/start")
    const restartedAt = Date.now()
    // Recovery: journeys complete again on both servers.
    expect(
      await waitFor(
        () =>
          [0, 1].every(
            (s) =>
              load.journeys.some((j) => j.server === s) &&
              load.outcomes.some(
                (o) =>
                  o.server === s && o.step === "complete" && o.status === 200 && o.at > restartedAt,
              ),
          ),
        60_000,
      ),
    ).toBe(true)
    await load.stop()

    const unavailable = load.outcomes.filter((o) => o.status === 503)
    expect(unavailable.length).toBeGreaterThan(0)
    for (const o of unavailable) {
      expect(o).toMatchObject({
        code: "service_unavailable",
        message: "The service is unavailable right now. Please try again in a few minutes.",
      })
    }
    expect(badCalls(load.outcomes, (o) => ok(o) || o.status === 503)).toEqual([])
    await assertConsistent(slotId, load.journeys)
  }, 420_000)

  it("Redis down: bookings fail cleanly or wait, never oversell, and recover", async (ctx) => {
    if (!process.env.FAULTS_REDIS) {
      ctx.skip()
      return
    }
    const slotId = await roomySlot(10)
    const load = steadyLoad({ servers, key, regionId, slotId })
    await sleep(3000)
    await control("/redis/stop")
    await sleep(5000)
    await control("/redis/start")
    const restartedAt = Date.now()
    expect(
      await waitFor(
        () =>
          load.outcomes.some(
            (o) => o.step === "complete" && o.status === 200 && o.at > restartedAt,
          ),
        60_000,
      ),
    ).toBe(true)
    await load.stop()
    // Never a hang past the limit; the documented behaviour (docs/deploy.md, "When a service goes away") is 503 or a wait.
    expect(load.outcomes.filter((o) => o.status === "timeout")).toEqual([])
    console.log(
      JSON.stringify({
        redis_down: countBy(load.outcomes.filter((o) => o.at < restartedAt + 5000)),
      }),
    )
    await assertConsistent(slotId, load.journeys)
  }, 420_000)
})

function countBy(outcomes: Outcome[]) {
  const counts: Record<string, number> = {}
  for (const o of outcomes)
    counts[`${o.step}:${o.status}`] = (counts[`${o.step}:${o.status}`] ?? 0) + 1
  return counts
}

afterAll(async () => {
  // Whatever happened, leave every process running for the runner to stop.
  await control("/postgres/start").catch(() => {})
  await control("/redis/start").catch(() => {})
})

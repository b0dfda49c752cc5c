import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminClient, client } from "../race/store-client"

/**
 * Two Medusa servers (MEDUSA_WORKER_MODE=server) and one worker on one
 * database and one Redis (scripts/test.mjs starts them). The race's 200
 * buyers run in the race test file against the same servers; this file
 * proves the split: scheduled jobs and subscribers run in the worker only,
 * and each event's side effect happens exactly once.
 */
const servers = (process.env.MEDUSA_URLS ?? "").split(",").filter(Boolean)
const key = process.env.PUBLISHABLE_KEY ?? ""
const store = servers.map((url) =>
  client(url, { "x-publishable-api-key": key, "accept-language": "en" }),
)
const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "")
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let admin: Awaited<ReturnType<typeof adminClient>>
let regionId: string

/** The first slot of the test experience `days` from now. */
async function slotIn(days: number): Promise<string> {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const day = await store[0].get(
    `/store/experiences/senderismo-dunas-atardecer/availability/${date}`,
  )
  return day.data.options[0].slots[0].id
}

/** A cart on `api` holding `adults` seats of `slotId`. */
async function cartWithHold(
  api: (typeof store)[number],
  slotId: string,
  email: string,
  adults = 1,
) {
  const cart = await api.post("/store/carts", { region_id: regionId, email })
  const cartId: string = cart.data.cart.id
  const added = await api.post(`/store/carts/${cartId}/bookings`, {
    slot_id: slotId,
    travellers: { adult: adults },
  })
  expect(added.status).toBe(201)
  return cartId
}

beforeAll(async () => {
  expect(servers.length).toBe(2)
  await db.connect()
  admin = await adminClient(
    servers[0],
    process.env.SENDERO_ADMIN_EMAIL!,
    process.env.SENDERO_ADMIN_PASSWORD!,
  )
  const regions = await store[0].get("/store/regions")
  regionId = regions.data.regions.find(
    (r: { currency_code: string }) => r.currency_code === "eur",
  ).id
})
afterAll(() => db.end())

describe("servers and a worker on Redis", () => {
  it("release a lapsed hold through the worker's job, never a server's", async () => {
    const slotId = await slotIn(5)
    const before = (await admin.get(`/admin/slots/${slotId}`)).data.slot.held
    const cartId = await cartWithHold(store[1], slotId, "lapse@example.com", 2)
    expect((await admin.get(`/admin/slots/${slotId}`)).data.slot.held).toBe(before + 2)
    // Time passes for this hold only: it lapsed a second ago.
    await db.query("UPDATE hold SET expires_at = now() - interval '1 second' WHERE cart_id = $1", [
      cartId,
    ])

    // The sweeper runs every minute, in the worker.
    const deadline = Date.now() + 150_000
    let held = before + 2
    while (Date.now() < deadline && held !== before) {
      await sleep(2000)
      held = (await admin.get(`/admin/slots/${slotId}`)).data.slot.held
    }
    expect(held).toBe(before)
    const { rows } = await db.query("SELECT status FROM hold WHERE cart_id = $1", [cartId])
    expect(rows.map((r) => r.status)).toEqual(["expired"])
    expect(read(process.env.SCALE_WORKER_LOG!)).toMatch(/Released \d+ expired seat holds/)
    for (const log of (process.env.SCALE_SERVER_LOGS ?? "").split(",")) {
      expect(read(log), path.basename(log)).not.toMatch(/Released \d+ expired seat holds/)
    }
  }, 200_000)

  it("runs each order's subscriber side effect once (the order e-mail), placed on either server", async (ctx) => {
    // The order-placed e-mail is the subscriber whose effect can be counted from outside.
    if (!existsSync(path.resolve(__dirname, "../../src/subscribers/order-placed-mail.ts"))) {
      ctx.skip()
      return
    }
    const slotId = await slotIn(6)
    const emails = Array.from({ length: 6 }, (_, i) => `scale-mail-${Date.now()}-${i}@example.com`)
    await Promise.all(
      emails.map(async (email, i) => {
        const api = store[i % 2]
        const cartId = await cartWithHold(api, slotId, email)
        const collection = await api.post("/store/payment-collections", { cart_id: cartId })
        await api.post(
          `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
          {
            provider_id: "pp_system_default",
          },
        )
        expect((await api.post(`/store/carts/${cartId}/complete-booking`)).status).toBe(200)
      }),
    )
    const mailsTo = (email: string) =>
      read(process.env.SCALE_MAILS!)
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string[] })
        .filter((m) => m.to.includes(email)).length
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline && emails.some((e) => mailsTo(e) < 1)) await sleep(1000)
    // Time for a duplicate to show up, if a second process also handled the event.
    await sleep(5000)
    expect(emails.map(mailsTo)).toEqual(emails.map(() => 1))
  }, 120_000)
})

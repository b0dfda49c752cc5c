import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { assertOrderInvariants } from "../invariants"
import { adminClient, client, type Reply } from "./store-client"

/**
 * Two Medusa server processes on one database, 200 travellers at once for a
 * 10-seat slot. Each holds 1 to 3 seats (adults and children), and completes
 * with pay later; a traveller told that fewer seats remain tries again with
 * that many. The database must end with exactly 10 seats booked, no seats
 * held, and every refusal must be a 409 saying how many seats remain.
 */
const servers = (process.env.MEDUSA_URLS ?? "").split(",").filter(Boolean)
const key = process.env.PUBLISHABLE_KEY ?? ""
const BUYERS = 200
const CAPACITY = 10

const database = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => database.end())

describe("no seat is sold twice", () => {
  it("sells exactly the slot's capacity to 200 concurrent buyers on two servers", async () => {
    expect(servers.length).toBeGreaterThanOrEqual(2)
    const admin = await adminClient(
      servers[0],
      process.env.SENDERO_ADMIN_EMAIL!,
      process.env.SENDERO_ADMIN_PASSWORD!,
    )
    const store = servers.map((url) =>
      client(url, { "x-publishable-api-key": key, "accept-language": "en" }),
    )
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const day = await store[0].get(
      `/store/experiences/senderismo-dunas-atardecer/availability/${date}`,
    )
    const slotId: string = day.data.options[0].slots[0].id
    const resized = await admin.post(`/admin/slots/${slotId}`, { capacity: CAPACITY })
    expect(resized.data.slot).toMatchObject({ capacity: CAPACITY, held: 0, booked: 0 })
    const regions = await store[0].get("/store/regions")
    const regionId = regions.data.regions.find((r: any) => r.currency_code === "eur").id

    const refusals: Reply[] = []
    const buyer = async (index: number) => {
      const api = store[index % 2]
      const other = store[(index + 1) % 2]
      const cart = await api.post("/store/carts", {
        region_id: regionId,
        email: `buyer${index}@example.com`,
      })
      const cartId = cart.data.cart.id
      const adults = 1 + (index % 2)
      const children = index % 3 === 0 ? 1 : 0
      let travellers: { adult: number; child?: number } = { adult: adults, child: children }
      for (;;) {
        const added = await api.post(`/store/carts/${cartId}/bookings`, {
          slot_id: slotId,
          travellers,
        })
        if (added.status === 201) break
        refusals.push(added)
        const remaining = Number(added.data?.params?.remaining ?? 0)
        if (added.status !== 409 || remaining === 0) return 0
        travellers = { adult: remaining }
      }
      const collection = await other.post("/store/payment-collections", { cart_id: cartId })
      await other.post(
        `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
        {
          provider_id: "pp_system_default",
        },
      )
      const completed = await api.post(`/store/carts/${cartId}/complete-booking`)
      expect(completed.status).toBe(200)
      return completed.data.bookings.reduce(
        (n: number, b: { seats: number }) => n + b.seats,
        0,
      ) as number
    }

    const started = Date.now()
    const sold = await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)))
    const wallMs = Date.now() - started
    console.log(
      JSON.stringify({ race: { buyers: BUYERS, servers: servers.length, wall_ms: wallMs } }),
    )

    expect(sold.reduce((a, b) => a + b, 0)).toBe(CAPACITY)
    const { data } = await admin.get(`/admin/slots/${slotId}`)
    expect(data.slot).toMatchObject({ capacity: CAPACITY, booked: CAPACITY, held: 0 })
    expect(data.slot.holds.filter((h: any) => h.status === "active")).toEqual([])
    expect(data.slot.bookings.reduce((n: number, b: any) => n + b.seats, 0)).toBe(CAPACITY)

    expect(refusals.length).toBeGreaterThan(0)
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409)
      expect(refusal.data.code).toBe("not_enough_seats")
      const remaining = refusal.data.params.remaining
      expect(refusal.data.message).toBe(
        remaining === 0
          ? "There are no seats left for this time."
          : remaining === 1
            ? "Not enough seats: only 1 seat is left for this time."
            : `Not enough seats: only ${remaining} seats are left for this time.`,
      )
    }
  }, 180_000)
})

/** A cart with one booking on `slotId`, created through `api`, with pay later chosen. */
async function bookedCart(
  api: ReturnType<typeof client>,
  regionId: string,
  slotId: string,
  travellers: object,
) {
  const cart = await api.post("/store/carts", { region_id: regionId, email: "race@example.com" })
  const cartId: string = cart.data.cart.id
  const added = await api.post(`/store/carts/${cartId}/bookings`, { slot_id: slotId, travellers })
  expect(added.status).toBe(201)
  await payLater(api, cartId)
  return { cartId, holdId: added.data.hold.id as string, lines: added.data.cart.items as any[] }
}

/** Chooses pay later: a payment session of the system provider for the cart's current total. */
async function payLater(api: ReturnType<typeof client>, cartId: string) {
  const collection = await api.post("/store/payment-collections", { cart_id: cartId })
  const session = await api.post(
    `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
    {
      provider_id: "pp_system_default",
    },
  )
  expect(session.status).toBe(200)
}

describe("one cart, one order; lines follow holds", () => {
  const store = servers.map((url) =>
    client(url, { "x-publishable-api-key": key, "accept-language": "en" }),
  )
  const setup = async (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const day = await store[0].get(
      `/store/experiences/senderismo-dunas-atardecer/availability/${date}`,
    )
    const regions = await store[0].get("/store/regions")
    return {
      slotId: day.data.options[0].slots[0].id as string,
      regionId: regions.data.regions.find((r: any) => r.currency_code === "eur").id as string,
    }
  }

  it("parallel completes of one cart on both servers, through both routes, make one order", async () => {
    const { slotId, regionId } = await setup(4)
    for (let round = 0; round < 5; round++) {
      const { cartId } = await bookedCart(store[round % 2], regionId, slotId, { adult: 1 })
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          store[i % 2].post(
            `/store/carts/${cartId}/${i % 4 < 2 ? "complete" : "complete-booking"}`,
          ),
        ),
      )
      const ok = replies.filter((r) => r.status === 200)
      for (const reply of replies.filter((r) => r.status !== 200)) {
        expect(reply.status).toBe(409)
        expect(reply.data.code).toBe("cart_busy")
      }
      expect(ok.length).toBeGreaterThan(0)
      expect(new Set(ok.map((r) => r.data.order.id)).size).toBe(1)
      const { rows } = await database.query(
        "SELECT count(*)::int AS n FROM order_cart WHERE cart_id = $1",
        [cartId],
      )
      expect(rows[0].n).toBe(1)
    }
  })

  it("parallel traveller changes on one booking, on both servers, leave lines equal to the hold", async () => {
    const { slotId, regionId } = await setup(5)
    const { cartId, holdId } = await bookedCart(store[0], regionId, slotId, { adult: 1 })
    await Promise.all(
      [4, 2, 7, 3, 6, 5, 8, 1].map((adult, i) =>
        store[i % 2].post(`/store/carts/${cartId}/bookings/${holdId}`, { travellers: { adult } }),
      ),
    )
    const cart = await store[1].get(`/store/carts/${cartId}`)
    const { rows } = await database.query("SELECT seats FROM hold WHERE id = $1", [holdId])
    expect(cart.data.cart.items.reduce((n: number, l: any) => n + l.quantity, 0)).toBe(
      rows[0].seats,
    )
    // The changes repriced the cart: Medusa dropped the payment session chosen before them.
    await payLater(store[1], cartId)
    const completed = await store[0].post(`/store/carts/${cartId}/complete-booking`)
    expect(completed.data).toMatchObject({ type: "order" })
  })

  it("a booking variant sneaked in through Medusa's line-item route never becomes a ticket", async () => {
    const { slotId, regionId } = await setup(6)
    const own = await bookedCart(store[0], regionId, slotId, { adult: 1 })
    const other = await bookedCart(store[1], regionId, slotId, { adult: 1 })
    const variant = own.lines[0].variant_id
    const attempts = []
    for (const api of store) {
      for (const hold_id of [own.holdId, other.holdId, undefined]) {
        for (const slot_id of [slotId, "slot_nope", undefined]) {
          const metadata = {
            ...(hold_id ? { hold_id } : {}),
            ...(slot_id ? { slot_id } : {}),
            band: "adult",
          }
          attempts.push(
            api.post(`/store/carts/${own.cartId}/line-items`, {
              variant_id: variant,
              quantity: 6,
              metadata,
            }),
          )
        }
      }
    }
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(400)
      expect(reply.data.code).toBe("book_through_bookings")
    }
    for (const cart of [own, other]) {
      expect((await store[1].post(`/store/carts/${cart.cartId}/complete`)).status).toBe(200)
    }
  })

  it("tickets in orders equal seats booked on every slot after all of it", async () => {
    await assertOrderInvariants((text) => database.query(text).then((r) => r.rows))
  })
})

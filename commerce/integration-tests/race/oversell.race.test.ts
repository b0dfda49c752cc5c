import { describe, expect, it } from "vitest"
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

describe("no seat is sold twice", () => {
  it("sells exactly the slot's capacity to 200 concurrent buyers on two servers", async () => {
    expect(servers.length).toBeGreaterThanOrEqual(2)
    const admin = await adminClient(servers[0], process.env.SENDERO_ADMIN_EMAIL!, process.env.SENDERO_ADMIN_PASSWORD!)
    const store = servers.map((url) => client(url, { "x-publishable-api-key": key, "accept-language": "en" }))
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const day = await store[0].get(`/store/experiences/senderismo-dunas-atardecer/availability/${date}`)
    const slotId: string = day.data.options[0].slots[0].id
    const resized = await admin.post(`/admin/slots/${slotId}`, { capacity: CAPACITY })
    expect(resized.data.slot).toMatchObject({ capacity: CAPACITY, held: 0, booked: 0 })
    const regions = await store[0].get("/store/regions")
    const regionId = regions.data.regions.find((r: any) => r.currency_code === "eur").id

    const refusals: Reply[] = []
    const buyer = async (index: number) => {
      const api = store[index % 2]
      const other = store[(index + 1) % 2]
      const cart = await api.post("/store/carts", { region_id: regionId, email: `buyer${index}@example.com` })
      const cartId = cart.data.cart.id
      const adults = 1 + (index % 2)
      const children = index % 3 === 0 ? 1 : 0
      let travellers: { adult: number; child?: number } = { adult: adults, child: children }
      for (;;) {
        const added = await api.post(`/store/carts/${cartId}/bookings`, { slot_id: slotId, travellers })
        if (added.status === 201) break
        refusals.push(added)
        const remaining = Number(added.data?.params?.remaining ?? 0)
        if (added.status !== 409 || remaining === 0) return 0
        travellers = { adult: remaining }
      }
      const collection = await other.post("/store/payment-collections", { cart_id: cartId })
      await other.post(`/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`, {
        provider_id: "pp_system_default",
      })
      const completed = await api.post(`/store/carts/${cartId}/complete-booking`)
      expect(completed.status).toBe(200)
      return completed.data.bookings.reduce((n: number, b: { seats: number }) => n + b.seats, 0) as number
    }

    const started = Date.now()
    const sold = await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)))
    const wallMs = Date.now() - started
    console.log(JSON.stringify({ race: { buyers: BUYERS, servers: servers.length, wall_ms: wallMs } }))

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

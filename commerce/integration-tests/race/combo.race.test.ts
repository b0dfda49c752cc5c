import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { assertOrderInvariants } from "../invariants"
import { adminClient, client, type Reply } from "./store-client"

/**
 * 100 travellers at once on two servers: most buy the Riyadh dunes combo (the
 * sunset hike and the sunrise hike), the others one of its experiences alone,
 * on the same slots, the sunset one nearly full. A combo is held on both
 * parts or on none: no slot is oversold, no refused cart keeps a hold, and
 * every combo order has both parts booked for the same travellers.
 */
const servers = (process.env.MEDUSA_URLS ?? "").split(",").filter(Boolean)
const key = process.env.PUBLISHABLE_KEY ?? ""
const BUYERS = 100
const CAPACITY = { sunset: 8, sunrise: 10 }

const database = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => database.end())

type Part = { handle: string; option_code: string }

describe("combos are held all or none", () => {
  it("never oversells a part nor leaves a hold behind with 100 concurrent buyers", async () => {
    const admin = await adminClient(
      servers[0],
      process.env.SENDERO_ADMIN_EMAIL!,
      process.env.SENDERO_ADMIN_PASSWORD!,
    )
    const store = servers.map((url) =>
      client(url, { "x-publishable-api-key": key, "accept-language": "en" }),
    )
    const combo = (await store[0].get("/store/combos?city=riyadh")).data.combos.find(
      (c: { handle: string }) => c.handle === "combo-dunas-de-riad",
    )
    expect(combo).toBeTruthy()
    const parts: Part[] = combo.parts

    // The first day from day 12 on (the other race tests take days 3 to 6 and 8 to 10 of the
    // sunset hike, which is one of this combo's parts) on which both parts have an untouched slot.
    let date = ""
    let slots: string[] = []
    for (let offset = 12; offset < 60 && !date; offset++) {
      const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
      const found = await Promise.all(
        parts.map(async (part) => {
          const reply = await store[0].get(`/store/experiences/${part.handle}/availability/${day}`)
          const slot = reply.data?.options?.find(
            (o: { code: string }) => o.code === part.option_code,
          )?.slots?.[0]
          if (!slot) return null
          const facts = (await admin.get(`/admin/slots/${slot.id}`)).data.slot
          return facts.held === 0 && facts.booked === 0 ? (slot.id as string) : null
        }),
      )
      if (found.every(Boolean)) [date, slots] = [day, found as string[]]
    }
    expect(date).not.toBe("")
    const [sunset, sunrise] = slots
    expect((await admin.post(`/admin/slots/${sunset}`, { capacity: CAPACITY.sunset })).status).toBe(
      200,
    )
    expect(
      (await admin.post(`/admin/slots/${sunrise}`, { capacity: CAPACITY.sunrise })).status,
    ).toBe(200)
    const regionId = (await store[0].get("/store/regions")).data.regions.find(
      (r: any) => r.currency_code === "eur",
    ).id

    const refusals: Reply[] = []
    const comboOrders: string[] = []
    const sold = { [sunset]: 0, [sunrise]: 0 }
    const payAndComplete = async (api: ReturnType<typeof client>, cartId: string) => {
      const collection = await api.post("/store/payment-collections", { cart_id: cartId })
      await api.post(
        `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
        {
          provider_id: "pp_system_default",
        },
      )
      const completed = await api.post(`/store/carts/${cartId}/complete-booking`)
      expect(completed.status).toBe(200)
      for (const b of completed.data.bookings as { slot_id: string; seats: number }[])
        sold[b.slot_id] += b.seats
      return completed.data.order.id as string
    }
    // The single-slot buyers set off once the first combo add has answered: a combo holds two
    // slots, so with an even start the singles alone could fill the sunset hike before any combo
    // got a seat, and the combo path would not be tried at all. The other 49 combos still race them.
    let firstComboAnswered: () => void = () => {}
    const comboStarted = new Promise<void>((resolve) => (firstComboAnswered = resolve))
    const buyer = async (index: number) => {
      const api = store[index % 2]
      if (index % 4 < 2) await comboStarted
      const cart = await api.post("/store/carts", {
        region_id: regionId,
        email: `combo${index}@example.com`,
      })
      const cartId: string = cart.data.cart.id
      const adults = 1 + (index % 2)
      if (index % 4 < 2) {
        const slotId = index % 4 === 0 ? sunset : sunrise
        const added = await api.post(`/store/carts/${cartId}/bookings`, {
          slot_id: slotId,
          travellers: { adult: adults },
        })
        if (added.status !== 201) {
          refusals.push(added)
          return
        }
        await payAndComplete(api, cartId)
        return
      }
      const added = await api.post(`/store/carts/${cartId}/combos`, {
        combo_id: combo.id,
        parts: slots.map((slot_id) => ({ date, slot_id })),
        travellers: { adult: adults },
      })
      firstComboAnswered()
      if (added.status !== 201) {
        refusals.push(added)
        const { rows } = await database.query(
          "SELECT id FROM hold WHERE cart_id = $1 AND status = 'active'",
          [cartId],
        )
        expect(rows).toEqual([])
        return
      }
      comboOrders.push(await payAndComplete(api, cartId))
    }

    await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)))
    const refused: Record<string, number> = {}
    for (const r of refusals)
      refused[r.data?.code ?? r.status] = (refused[r.data?.code ?? r.status] ?? 0) + 1
    console.log(
      JSON.stringify({
        combo_race: { buyers: BUYERS, combo_orders: comboOrders.length, sold, refused },
      }),
    )

    for (const refusal of refusals) {
      expect(refusal.status).toBe(409)
      expect(["not_enough_seats", "combo_part_full"]).toContain(refusal.data.code)
    }
    expect(refusals.some((r) => r.data.code === "combo_part_full")).toBe(true)
    expect(comboOrders.length).toBeGreaterThan(0)

    for (const [slotId, capacity] of [
      [sunset, CAPACITY.sunset],
      [sunrise, CAPACITY.sunrise],
    ] as const) {
      const { data } = await admin.get(`/admin/slots/${slotId}`)
      expect(data.slot).toMatchObject({ capacity, held: 0, booked: sold[slotId] })
      expect(data.slot.booked).toBeLessThanOrEqual(capacity)
      expect(data.slot.holds.filter((h: { status: string }) => h.status === "active")).toEqual([])
    }
    expect(sold[sunset]).toBe(CAPACITY.sunset)

    const { rows } = await database.query(
      `SELECT order_id, array_agg(slot_id ORDER BY slot_id) AS slots, array_agg(seats) AS seats
         FROM booking WHERE order_id = ANY($1) AND status = 'confirmed' GROUP BY order_id`,
      [comboOrders],
    )
    expect(rows).toHaveLength(comboOrders.length)
    for (const row of rows) {
      expect(row.slots).toEqual([...slots].sort())
      expect(new Set(row.seats).size).toBe(1)
    }
    await assertOrderInvariants((text) => database.query(text).then((r) => r.rows))
  }, 180_000)
})

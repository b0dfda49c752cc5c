import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { dayFromToday, DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"

jest.setTimeout(600_000)

/** Rounds of the model-based cap test (HOLD_CAP_ROUNDS, up to 24), and its seed (HOLD_CAP_SEED replays another). */
const ROUNDS = Math.min(Math.max(Number(process.env.HOLD_CAP_ROUNDS) || 4, 1), 24)
const SEED = Number(process.env.HOLD_CAP_SEED) || 20261128
/** mulberry32: the same seed, the same rounds. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PROXY_SECRET = "hold-limits-paths-proxy-secret"
// A cap a test can reach: 8 seats held at once per address and per e-mail.
const LIMITS = {
  COMMERCE_PROXY_SECRET: PROXY_SECRET,
  HOLD_LIMIT_CARTS_PER_HOUR: "100",
  HOLD_LIMIT_SEATS: "8",
}
Object.assign(process.env, LIMITS)
afterAll(() => {
  for (const name of Object.keys(LIMITS)) delete process.env[name]
})

/**
 * The per-client seat cap on the add-booking hot path (issue 24, the speed
 * point): the cap counts against the client a cart was first held from,
 * whatever address a later request comes from; seats a crashed request was
 * adding stop counting after a while; a hostile body is a 400, never a 500;
 * parallel first bookings of one cart record its client once.
 */
medusaIntegrationTestRunner({
  env: LIMITS,
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    const { get, post } = storeApi(api, () => headers)
    const from = (address: string, extra: Record<string, string> = {}) => ({
      "x-sendero-proxy": PROXY_SECRET,
      "x-forwarded-for": address,
      ...extra,
    })
    const sql = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex

    async function newCart(address: string) {
      const region = (await get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "eur",
      )
      return (await post("/store/carts", { region_id: region.id }, from(address))).data.cart
        .id as string
    }

    async function sharedSlot(offset = 2) {
      const day = (
        await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`)
      ).data
      return day.options.find((o: any) => o.code === "shared").slots[0] as { id: string }
    }

    const hold = (cartId: string, body: object, address: string) =>
      post(`/store/carts/${cartId}/bookings`, body, from(address))

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
    })

    it("model: parallel adds of one client never pass the cap together, never all fail when one fits, and the slot loses exactly what was held", async () => {
      const next = random(SEED)
      const pick = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
      // Twelve slots of 20 seats (two a day on six open days); a round takes at most 8 of one.
      const days = [2, 3, 4, 7, 8, 9]
      const slotAt = async (offset: number, index: number) => {
        const day = (
          await get(
            `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`,
          )
        ).data
        return day.options.find((o: any) => o.code === "shared").slots[index] as {
          id: string
          seats_left: number
        }
      }
      for (let round = 0; round < ROUNDS; round++) {
        const [offset, index] = [days[round % 6], Math.floor(round / 6) % 2]
        const address = `198.18.${Math.floor(round / 200)}.${(round % 200) + 1}`
        const sizes = Array.from({ length: pick(2, 6) }, () => pick(1, 5))
        const carts = await Promise.all(sizes.map(() => newCart(address)))
        const before = await slotAt(offset, index)
        const answers = await Promise.all(
          sizes.map((adult, i) =>
            hold(carts[i], { slot_id: before.id, travellers: { adult } }, address),
          ),
        )
        const said = `seed ${SEED}, round ${round}, sizes ${sizes}`
        const statuses = answers.map((a) => a.status)
        expect([said, statuses.every((s) => s === 201 || s === 429)]).toEqual([said, true])
        const held = sizes.reduce((sum, n, i) => sum + (statuses[i] === 201 ? n : 0), 0)
        expect([said, held <= 8, statuses.includes(201)]).toEqual([said, true, true])
        expect([said, (await slotAt(offset, index)).seats_left]).toEqual([
          said,
          before.seats_left - held,
        ])
        // Every request gave back the seats it was adding: what is left counts held seats only.
        const adding = async () =>
          Number(
            (
              await sql().raw(
                `SELECT COALESCE(SUM(seats_adding), 0) AS n FROM cart_client WHERE cart_id = ANY(?)`,
                [carts],
              )
            ).rows[0].n,
          )
        for (let i = 0; i < 50 && (await adding()) !== 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        expect([said, await adding()]).toEqual([said, 0])
      }
    })

    it("answers a hostile body on a capped route with the form's 400, never a 500", async () => {
      const cart = await newCart("203.0.113.60")
      const slot = await sharedSlot()
      for (const travellers of [
        { adult: 3_000_000_000 },
        { adult: 2.5 },
        { adult: -4 },
        { adult: "3" },
        [3],
      ]) {
        const answer = await hold(cart, { slot_id: slot.id, travellers }, "203.0.113.60")
        expect([JSON.stringify(travellers), answer.status]).toEqual([
          JSON.stringify(travellers),
          400,
        ])
      }
      // The cart still takes an honest booking: nothing was counted for the refused ones.
      const honest = await hold(
        cart,
        { slot_id: slot.id, travellers: { adult: 8 } },
        "203.0.113.60",
      )
      expect(honest.status).toBe(201)
    })

    it("counts a cart against the address it was first held from, whichever address adds to it later", async () => {
      const slot = await sharedSlot()
      const cart = await newCart("203.0.113.61")
      expect(
        (await hold(cart, { slot_id: slot.id, travellers: { adult: 6 } }, "203.0.113.61")).status,
      ).toBe(201)
      // The same cart from another address (a phone on another network): still the first address's seats.
      const later = await hold(
        cart,
        { slot_id: slot.id, travellers: { adult: 3 } },
        "198.51.100.61",
      )
      expect([later.status, later.data.code]).toEqual([429, "too_many_seats_held"])
      // That other address's own carts are its own.
      const own = await newCart("198.51.100.61")
      expect(
        (await hold(own, { slot_id: slot.id, travellers: { adult: 8 } }, "198.51.100.61")).status,
      ).toBe(201)
    })

    it("stops counting seats a crashed request was adding once their time is up", async () => {
      const slot = await sharedSlot()
      const cart = await newCart("203.0.113.62")
      expect(
        (await hold(cart, { slot_id: slot.id, travellers: { adult: 1 } }, "203.0.113.62")).status,
      ).toBe(201)
      // The first request gives its seats back when its response closes, just after the answer:
      // wait for that, or it would take one seat off the crashed request's below.
      for (let i = 0; i < 100; i++) {
        const { rows } = await sql().raw(`SELECT seats_adding FROM cart_client WHERE cart_id = ?`, [
          cart,
        ])
        if (Number(rows[0]?.seats_adding) === 0) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      // A request that died between counting its seats and giving them back.
      await sql().raw(
        `UPDATE cart_client SET seats_adding = 7, adding_until = now() + interval '1 minute' WHERE cart_id = ?`,
        [cart],
      )
      const stuck = await hold(cart, { slot_id: slot.id, travellers: { adult: 1 } }, "203.0.113.62")
      expect([stuck.status, stuck.data.code]).toEqual([429, "too_many_seats_held"])
      await sql().raw(
        `UPDATE cart_client SET adding_until = now() - interval '1 second' WHERE cart_id = ?`,
        [cart],
      )
      expect(
        (await hold(cart, { slot_id: slot.id, travellers: { adult: 7 } }, "203.0.113.62")).status,
      ).toBe(201)
    })

    it("records a cart's client once when its first bookings arrive together, and gives every seat back", async () => {
      const cart = await newCart("203.0.113.63")
      const slots = await Promise.all([2, 3, 4].map((offset) => sharedSlot(offset)))
      const answers = await Promise.all(
        slots.map((slot, i) =>
          hold(cart, { slot_id: slot.id, travellers: { adult: [2, 3, 3][i] } }, "203.0.113.63"),
        ),
      )
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201])
      // Each request gives its seats back once its response has ended.
      const client = async () =>
        (
          await sql().raw(
            `SELECT address, seats_adding FROM cart_client WHERE cart_id = ? AND deleted_at IS NULL`,
            [cart],
          )
        ).rows
      for (let i = 0; i < 50 && (await client())[0]?.seats_adding !== 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(await client()).toEqual([{ address: "203.0.113.63", seats_adding: 0 }])
      // 8 seats held: the cap is reached, not passed.
      const ninth = await hold(
        cart,
        { slot_id: slots[0].id, travellers: { adult: 1 } },
        "203.0.113.63",
      )
      expect([ninth.status, ninth.data.code]).toEqual([429, "too_many_seats_held"])
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import forgetCartClients from "../../src/jobs/forget-cart-clients"
import { HOLD_CLIENT_MODULE } from "../../src/modules/hold-client"
import type HoldClientModuleService from "../../src/modules/hold-client/service"
import { dayFromToday, DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"

jest.setTimeout(180_000)

const PROXY_SECRET = "hold-limits-proxy-secret"
// Small caps so a test can reach them: 5 new carts an hour, 8 seats held at once.
const LIMITS = {
  COMMERCE_PROXY_SECRET: PROXY_SECRET,
  HOLD_LIMIT_CARTS_PER_HOUR: "5",
  HOLD_LIMIT_SEATS: "8",
}
Object.assign(process.env, LIMITS)
afterAll(() => {
  for (const name of Object.keys(LIMITS)) delete process.env[name]
})

/**
 * Issue 24.7: one client (an address, or a cart's e-mail) cannot start carts
 * without end nor keep more than its share of seats in unpaid holds; a family
 * booking as usual never meets the caps.
 */
medusaIntegrationTestRunner({
  env: LIMITS,
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    const { get, post, del } = storeApi(api, () => headers)
    /** A request as the site's proxy forwards it for a browser at `address`. */
    const from = (address: string, extra: Record<string, string> = {}) => ({
      "x-sendero-proxy": PROXY_SECRET,
      "x-forwarded-for": address,
      ...extra,
    })

    async function newCart(address: string, email?: string) {
      const region = (await get("/store/regions")).data.regions.find(
        (r: any) => r.currency_code === "eur",
      )
      return post(
        "/store/carts",
        { region_id: region.id, ...(email ? { email } : {}) },
        from(address),
      )
    }

    async function sharedSlot(offset = 2) {
      const day = (
        await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`)
      ).data
      const option = day.options.find((o: any) => o.code === "shared")
      return option.slots[0] as { id: string; remaining: number }
    }

    const hold = (
      cartId: string,
      slotId: string,
      adult: number,
      address: string,
      extra: Record<string, string> = {},
    ) =>
      post(
        `/store/carts/${cartId}/bookings`,
        { slot_id: slotId, travellers: { adult } },
        from(address, extra),
      )

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
    })

    it("keeps one address from holding every seat of a slot, even with carts made in parallel", async () => {
      const slot = await sharedSlot()
      const carts: string[] = []
      for (let i = 0; i < 4; i++) carts.push((await newCart("203.0.113.5")).data.cart.id)
      const tries = await Promise.all(carts.map((id) => hold(id, slot.id, 3, "203.0.113.5")))
      // Never past the cap, never all refused: counted all at once, each add saw the others' seats
      // and all four could be refused. One held is as right as two: a passed add's seats may count
      // twice for a moment (its hold written, its count not yet given back).
      const held = tries.filter((r) => r.status === 201)
      const refused = tries.filter((r) => r.status === 429)
      expect([held.length >= 1, held.length <= 2, held.length + refused.length]).toEqual([
        true,
        true,
        4,
      ])
      expect(Number((refused[0] as any).headers["retry-after"])).toBeGreaterThan(0)
      expect(refused[0].data).toMatchObject({
        type: "too_many_requests",
        code: "too_many_seats_held",
        message: expect.stringMatching(/^Ya tienes 8 plazas/),
      })
      // One seat over the cap, whichever of the parallel adds were held.
      const refusedCart = carts[tries.findIndex((r) => r.status === 429)]
      const overCap = 8 - held.length * 3 + 1
      const en = await hold(refusedCart, slot.id, overCap, "203.0.113.5", {
        "x-medusa-locale": "en",
      })
      expect([en.status, en.data.message]).toEqual([
        429,
        expect.stringMatching(/^You already hold 8 seats/),
      ])

      // What the address did not take is still on sale to everyone else.
      const other = (await newCart("198.51.100.7")).data.cart.id
      expect((await hold(other, slot.id, 8, "198.51.100.7")).status).toBe(201)
      // Seats given back count no more.
      await del(
        `/store/carts/${held[0].data.cart.id}/bookings/${held[0].data.hold.id}`,
        from("203.0.113.5"),
      )
      expect((await hold(refusedCart, slot.id, 3, "203.0.113.5")).status).toBe(201)
    })

    it("counts a cart's e-mail too, whichever address the carts come from", async () => {
      const slot = await sharedSlot()
      const first = (await newCart("203.0.113.10", "hoarder@example.com")).data.cart.id
      const second = (await newCart("203.0.113.11", "Hoarder@Example.com")).data.cart.id
      expect((await hold(first, slot.id, 6, "203.0.113.10")).status).toBe(201)
      const over = await hold(second, slot.id, 3, "203.0.113.11")
      expect([over.status, over.data.code]).toEqual([429, "too_many_seats_held"])
    })

    it("lets one e-mail's parallel adds from five addresses pass in turn, up to the cap and never all refused", async () => {
      const slot = await sharedSlot()
      const addresses = [30, 31, 32, 33, 34].map((n) => `203.0.113.${n}`)
      const carts: string[] = []
      for (const address of addresses) {
        carts.push((await newCart(address, "crowd@example.com")).data.cart.id)
      }
      const tries = await Promise.all(carts.map((id, i) => hold(id, slot.id, 2, addresses[i])))
      const held = tries.filter((r) => r.status === 201).length
      expect([held >= 1, held <= 4, tries.every((r) => [201, 429].includes(r.status))]).toEqual([
        true,
        true,
        true,
      ])
    })

    it("counts seats a booking's change adds, so a small hold cannot grow past the cap", async () => {
      const cart = (await newCart("203.0.113.15")).data.cart.id
      const first = await hold(cart, (await sharedSlot()).id, 6, "203.0.113.15")
      expect(first.status).toBe(201)
      const grow = (adult: number) =>
        post(
          `/store/carts/${cart}/bookings/${first.data.hold.id}`,
          { travellers: { adult } },
          from("203.0.113.15"),
        )
      const over = await grow(9)
      expect([over.status, over.data.code]).toEqual([429, "too_many_seats_held"])
      expect((await grow(8)).status).toBe(200)
    })

    it("answers the address's sixth new cart in an hour, and an e-mail's, with 429 and Retry-After", async () => {
      for (let i = 0; i < 5; i++) expect((await newCart("203.0.113.20")).status).toBe(200)
      const sixth = await post(
        "/store/carts",
        { region_id: (await get("/store/regions")).data.regions[0].id },
        from("203.0.113.20", { "x-medusa-locale": "en" }),
      )
      expect(sixth.status).toBe(429)
      expect(Number((sixth as any).headers["retry-after"])).toBeGreaterThan(60)
      expect(sixth.data).toMatchObject({
        code: "too_many_carts",
        message: expect.stringMatching(/^You have started too many carts/),
      })
      expect((await newCart("198.51.100.21")).status).toBe(200)

      for (let i = 0; i < 5; i++)
        expect((await newCart(`198.51.100.${30 + i}`, "agent@example.com")).status).toBe(200)
      const byMail = await newCart("198.51.100.40", "agent@example.com")
      expect([byMail.status, byMail.data.code]).toEqual([429, "too_many_carts"])
      expect(byMail.data.message).toMatch(/^Has creado demasiados carritos/)
    })

    it("lets a family book as usual: a cart, a change of travellers, a second day, a removed booking", async () => {
      const cart = (await newCart("192.0.2.50", "familia@example.com")).data.cart.id
      const first = await hold(cart, (await sharedSlot(2)).id, 4, "192.0.2.50")
      expect(first.status).toBe(201)
      const changed = await post(
        `/store/carts/${cart}/bookings/${first.data.hold.id}`,
        { travellers: { adult: 2, child: 2 } },
        from("192.0.2.50"),
      )
      expect(changed.status).toBe(200)
      const second = await hold(cart, (await sharedSlot(3)).id, 4, "192.0.2.50")
      expect(second.status).toBe(201)
      expect(
        (await del(`/store/carts/${cart}/bookings/${second.data.hold.id}`, from("192.0.2.50")))
          .status,
      ).toBe(200)
      expect((await hold(cart, (await sharedSlot(4)).id, 4, "192.0.2.50")).status).toBe(201)
    })

    it("forgets each night which client made carts too old to hold seats", async () => {
      const clients: HoldClientModuleService = getContainer().resolve(HOLD_CLIENT_MODULE)
      const old = new Date(Date.now() - 3 * 86_400_000)
      await clients.createCartClients([
        { cart_id: "cart_old", address: "203.0.113.90", created_at: old },
        { cart_id: "cart_new", address: "203.0.113.90" },
      ] as any)
      await forgetCartClients(getContainer())
      expect(
        (await clients.listCartClients({ address: "203.0.113.90" })).map((c) => c.cart_id),
      ).toEqual(["cart_new"])
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import seed from "../../src/scripts/seed"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"

jest.setTimeout(120_000)

type Api = {
  get: (url: string, config?: object) => Promise<{ status: number; data: any }>
  post: (url: string, body?: object, config?: object) => Promise<{ status: number; data: any }>
}

/** Sends a request and returns the response even when it is an error status. */
async function send(call: Promise<{ status: number; data: any }>) {
  try {
    return await call
  } catch (error: any) {
    if (error.response) return error.response as { status: number; data: any }
    throw error
  }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const http = api as unknown as Api
    let container: MedusaContainer
    let headers: Record<string, string>
    let slotIds: string[]

    const storeGet = (url: string, extra: Record<string, string> = {}) =>
      send(http.get(url, { headers: { ...headers, ...extra } }))
    const storePost = (url: string, body: object = {}, extra: Record<string, string> = {}) =>
      send(http.post(url, body, { headers: { ...headers, ...extra } }))

    async function newCart(email = "viajera@example.com") {
      const { data } = await storeGet("/store/regions")
      const region = data.regions.find((r: any) => r.currency_code === "eur")
      const created = await storePost("/store/carts", { region_id: region.id, email })
      return created.data.cart.id as string
    }

    async function slot(id: string) {
      const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
      return booking.retrieveSlot(id)
    }

    beforeEach(async () => {
      container = getContainer()
      await seed({ container, args: [] })
      const [key] = await container.resolve(Modules.API_KEY).listApiKeys({ type: "publishable" })
      headers = { "x-publishable-api-key": key.token }
      const { data } = await storeGet(`/store/experiences/${SKELETON_EXPERIENCE.handle}/slots`)
      slotIds = data.slots.map((s: any) => s.id)
    })

    it("lists the upcoming slots with the seats left", async () => {
      const { status, data } = await storeGet(
        `/store/experiences/${SKELETON_EXPERIENCE.handle}/slots`,
      )
      expect(status).toBe(200)
      expect(data.slots).toHaveLength(2)
      expect(data.slots[0]).toMatchObject({ capacity: 12, seats_left: 12, timezone: "Asia/Riyadh" })
      expect(new Date(data.slots[0].starts_at).getTime()).toBeGreaterThan(Date.now())
    })

    it("holds seats, completes with pay later and turns the hold into a booking", async () => {
      const cartId = await newCart()
      const added = await storePost(`/store/carts/${cartId}/bookings`, {
        slot_id: slotIds[0],
        travellers: { adult: 2, child: 1 },
      })
      expect(added.status).toBe(201)
      expect(added.data.cart.total).toBe(45 * 2 + 30)
      expect(added.data.cart.items).toHaveLength(2)
      expect(await slot(slotIds[0])).toMatchObject({ held: 3, booked: 0 })

      const collection = await storePost("/store/payment-collections", { cart_id: cartId })
      await storePost(
        `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
        { provider_id: "pp_system_default" },
      )
      const completed = await storePost(`/store/carts/${cartId}/bookings/complete`)
      expect(completed.status).toBe(200)
      expect(completed.data.order.items.reduce((n: number, i: any) => n + i.quantity, 0)).toBe(3)
      expect(completed.data.bookings).toEqual([expect.objectContaining({ seats: 3 })])
      expect(await slot(slotIds[0])).toMatchObject({ held: 0, booked: 3 })
    })

    it("refuses more travellers than seats left and says how many remain, in Spanish and English", async () => {
      const cartId = await newCart()
      await storePost(`/store/carts/${cartId}/bookings`, {
        slot_id: slotIds[0],
        travellers: { adult: 10 },
      })
      const es = await storePost(`/store/carts/${cartId}/bookings`, {
        slot_id: slotIds[0],
        travellers: { adult: 3 },
      })
      expect(es.status).toBe(409)
      expect(es.data).toMatchObject({
        code: "not_enough_seats",
        message: "No hay plazas suficientes: solo quedan 2 plazas para este horario.",
      })
      const en = await storePost(
        `/store/carts/${cartId}/bookings`,
        { slot_id: slotIds[0], travellers: { adult: 3 } },
        { "accept-language": "en-GB,en;q=0.9" },
      )
      expect(en.data.message).toBe("Not enough seats: only 2 seats are left for this time.")
      expect(await slot(slotIds[0])).toMatchObject({ held: 10 })
    })

    it("refuses a closed slot and a slot that has started", async () => {
      const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
      await booking.updateSlots({ id: slotIds[1], status: "closed" })
      const cartId = await newCart()
      const closed = await storePost(`/store/carts/${cartId}/bookings`, {
        slot_id: slotIds[1],
        travellers: { adult: 1 },
      })
      expect(closed.status).toBe(400)
      expect(closed.data).toMatchObject({
        code: "slot_closed",
        message: "Este horario está cerrado y no admite reservas.",
      })

      const [past] = await booking.createSlots([
        {
          product_id: (await slot(slotIds[0])).product_id,
          option_code: "shared",
          starts_at: new Date(Date.now() - 3_600_000),
          ends_at: new Date(Date.now() + 3_600_000),
          timezone: "Asia/Riyadh",
          capacity: 5,
        },
      ])
      const started = await storePost(
        `/store/carts/${cartId}/bookings`,
        { slot_id: past.id, travellers: { adult: 1 } },
        { "x-medusa-locale": "en" },
      )
      expect(started.status).toBe(400)
      expect(started.data).toMatchObject({
        code: "slot_in_past",
        message: "This time slot has already started. Please choose another date.",
      })
    })

    it("rejects an unknown age band with a validation error", async () => {
      const cartId = await newCart()
      const response = await storePost(`/store/carts/${cartId}/bookings`, {
        slot_id: slotIds[0],
        travellers: { adults: 2 },
      })
      expect(response.status).toBe(400)
      expect(await slot(slotIds[0])).toMatchObject({ held: 0 })
    })

    it("gives the seats of an expired hold back and refuses to complete that cart", async () => {
      const cartId = await newCart()
      await storePost(`/store/carts/${cartId}/bookings`, {
        slot_id: slotIds[0],
        travellers: { adult: 4 },
      })
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await pg.raw(`UPDATE hold SET expires_at = now() - interval '1 minute' WHERE cart_id = ?`, [
        cartId,
      ])
      const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
      expect(await booking.expireHolds()).toBe(1)
      expect(await slot(slotIds[0])).toMatchObject({ held: 0, booked: 0 })

      const response = await storePost(`/store/carts/${cartId}/bookings/complete`)
      expect(response.status).toBe(400)
      expect(response.data.code).toBe("hold_expired")
    })

    it("the database refuses a direct write that would overbook a slot", async () => {
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await expect(
        pg.raw(`UPDATE slot SET booked = capacity + 1 WHERE id = ?`, [slotIds[0]]),
      ).rejects.toThrow(/slot_seats_within_capacity/)
      expect(await slot(slotIds[0])).toMatchObject({ booked: 0, held: 0 })
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send } from "../fixtures"

jest.setTimeout(120_000)

/** Medusa's own cart routes cannot sell seats that were never held. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const get = (url: string) => send(api.get(url, { headers }))
    const post = (url: string, body: object = {}) => send(api.post(url, body, { headers }))
    const slot = (id: string) => (container.resolve(BOOKING_MODULE) as BookingModuleService).retrieveSlot(id)

    async function cartWithBooking(travellers: object) {
      const { data } = await get("/store/regions")
      const region = data.regions.find((r: any) => r.currency_code === "eur")
      const cartId = (await post("/store/carts", { region_id: region.id, email: "g@example.com" })).data.cart.id
      const day = (await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`)).data
      const slotId = day.options[0].slots[0].id
      const added = await post(`/store/carts/${cartId}/bookings`, { slot_id: slotId, travellers })
      return { cartId, slotId, cart: added.data.cart, holdId: added.data.hold.id }
    }
    async function payLater(cartId: string) {
      const collection = await post("/store/payment-collections", { cart_id: cartId })
      await post(`/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`, {
        provider_id: "pp_system_default",
      })
    }

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
    })

    it("refuses an experience variant added as a plain line item", async () => {
      const { cartId, cart } = await cartWithBooking({ adult: 1 })
      const added = await post(`/store/carts/${cartId}/line-items`, { variant_id: cart.items[0].variant_id, quantity: 3 })
      expect(added.status).toBe(400)
      expect(added.data).toMatchObject({
        code: "book_through_bookings",
        message: "Las actividades se reservan eligiendo fecha, horario y viajeros.",
      })
    })

    it("refuses resizing a booking line through the line-item route", async () => {
      const { cartId, cart, slotId } = await cartWithBooking({ adult: 1 })
      const resized = await post(`/store/carts/${cartId}/line-items/${cart.items[0].id}`, { quantity: 9 })
      expect(resized.status).toBe(400)
      expect(resized.data.code).toBe("book_through_bookings")
      expect(await slot(slotId)).toMatchObject({ held: 1 })
    })

    it("deleting a booking line removes the booking and gives its seats back", async () => {
      const { cartId, cart, slotId } = await cartWithBooking({ adult: 2, child: 1 })
      expect(cart.items).toHaveLength(2)
      const deleted = await send(api.delete(`/store/carts/${cartId}/line-items/${cart.items[0].id}`, { headers }))
      expect(deleted.status).toBe(200)
      expect(deleted.data.parent.items).toEqual([])
      expect(await slot(slotId)).toMatchObject({ held: 0 })
    })

    it("Medusa's own complete route turns the holds into bookings", async () => {
      const { cartId, slotId } = await cartWithBooking({ adult: 2 })
      await payLater(cartId)
      const completed = await post(`/store/carts/${cartId}/complete`)
      expect(completed.status).toBe(200)
      expect(completed.data.type).toBe("order")
      expect(await slot(slotId)).toMatchObject({ held: 0, booked: 2 })
    })

    it("refuses to complete a cart whose booking lines do not match their hold", async () => {
      const { cartId, cart, holdId, slotId } = await cartWithBooking({ adult: 1 })
      const line = cart.items[0]
      const forged = await post(`/store/carts/${cartId}/line-items`, {
        variant_id: line.variant_id,
        quantity: 5,
        metadata: { ...line.metadata, hold_id: holdId },
      })
      expect(forged.status).toBe(200)
      await payLater(cartId)
      const completed = await post(`/store/carts/${cartId}/complete-booking`)
      expect(completed.status).toBe(400)
      expect(completed.data.code).toBe("cart_needs_review")
      expect(await slot(slotId)).toMatchObject({ held: 1, booked: 0 })
    })
  },
})

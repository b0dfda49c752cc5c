import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { seedFixtures, send, storeApi } from "../fixtures"

jest.setTimeout(120_000)

/** Medusa's own cart routes cannot sell seats that were never held. */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { post, cartWithBooking, payLater } = storeApi(api, () => headers)
    const slot = (id: string) =>
      (container.resolve(BOOKING_MODULE) as BookingModuleService).retrieveSlot(id)

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
    })

    it("refuses an experience variant added as a plain line item", async () => {
      const { cartId, cart } = await cartWithBooking({ adult: 1 })
      const added = await post(`/store/carts/${cartId}/line-items`, {
        variant_id: cart.items[0].variant_id,
        quantity: 3,
      })
      expect(added.status).toBe(400)
      expect(added.data).toMatchObject({
        code: "book_through_bookings",
        message: "Las actividades se reservan eligiendo fecha, horario y viajeros.",
      })
    })

    it("refuses resizing a booking line through the line-item route", async () => {
      const { cartId, cart, slotId } = await cartWithBooking({ adult: 1 })
      const resized = await post(`/store/carts/${cartId}/line-items/${cart.items[0].id}`, {
        quantity: 9,
      })
      expect(resized.status).toBe(400)
      expect(resized.data.code).toBe("book_through_bookings")
      expect(await slot(slotId)).toMatchObject({ held: 1 })
    })

    it("deleting a booking line removes the booking and gives its seats back", async () => {
      const { cartId, cart, slotId } = await cartWithBooking({ adult: 2, child: 1 })
      expect(cart.items).toHaveLength(2)
      const deleted = await send(
        api.delete(`/store/carts/${cartId}/line-items/${cart.items[0].id}`, { headers }),
      )
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

    it("refuses hold metadata on the line-item route and completes with the held seats only", async () => {
      const { cartId, cart, holdId, slotId } = await cartWithBooking({ adult: 1 })
      const line = cart.items[0]
      const forged = await post(`/store/carts/${cartId}/line-items`, {
        variant_id: line.variant_id,
        quantity: 5,
        metadata: { ...line.metadata, hold_id: holdId },
      })
      expect(forged.status).toBe(400)
      expect(forged.data.code).toBe("book_through_bookings")
      // Nor can a line pass itself off as a custom offer's (whose agreed price the cart check keeps).
      const offer = await post(`/store/carts/${cartId}/line-items/${line.id}`, {
        quantity: 1,
        metadata: { offer_request_id: "oreq_forged" },
      })
      expect([offer.status, offer.data.code]).toEqual([400, "book_through_bookings"])
      // Nor as a combo's part (priced as the bundle).
      const combo = await post(`/store/carts/${cartId}/line-items/${line.id}`, {
        quantity: 1,
        metadata: { combo_id: "combo_forged" },
      })
      expect([combo.status, combo.data.code]).toEqual([400, "book_through_bookings"])
      await payLater(cartId)
      const completed = await post(`/store/carts/${cartId}/complete-booking`)
      expect(completed.status).toBe(200)
      expect(await slot(slotId)).toMatchObject({ held: 0, booked: 1 })
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { PROMO_CODES } from "../../src/scripts/seed/promotions"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"

jest.setTimeout(120_000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get, post, cartWithBooking: book, payLater } = storeApi(api, () => headers)
    const booking = () => container.resolve(BOOKING_MODULE) as BookingModuleService
    const cartWithBooking = (offset: number, travellers: object) => book(travellers, { offset })

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
    })

    it("marks a repriced booking price_changed with the new total, and completion asks for a check", async () => {
      const { cartId, cart } = await cartWithBooking(2, { adult: 2 })
      const adultVariant = cart.items[0].variant_id
      const pricing = container.resolve(Modules.PRICING)
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "product_variant",
        fields: ["price_set.id", "price_set.prices.id", "price_set.prices.currency_code"],
        filters: { id: adultVariant },
      })
      const priceSet = data[0].price_set!
      const eur = priceSet.prices!.find((p: any) => p?.currency_code === "eur")!
      await pricing.updatePriceSets(priceSet.id, {
        prices: [{ id: eur.id, amount: 50, currency_code: "eur" }],
      })

      const { data: check } = await get(`/store/carts/${cartId}/check`)
      expect(check.check).toMatchObject({
        banner: "prices_updated",
        needs_check: true,
        new_total: 100,
      })
      expect(check.check.bookings[0]).toMatchObject({
        state: "price_changed",
        total: 90,
        new_total: 100,
      })
      // One name for the cart's check: the old path is no route.
      expect((await get(`/store/carts/${cartId}/review`)).status).toBe(404)

      const completed = await post(`/store/carts/${cartId}/complete-booking`)
      expect(completed.status).toBe(400)
      expect(completed.data).toMatchObject({
        code: "cart_needs_check",
        message: "Algunas actividades han cambiado. Revisa tu carrito antes de confirmar.",
      })
    })

    it("marks a booking unavailable when its hold lapsed and its slot closed", async () => {
      const first = await cartWithBooking(2, { adult: 1 })
      const dayData = (
        await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(3)}`)
      ).data
      const secondSlot = dayData.options[0].slots[0].id
      await post(`/store/carts/${first.cartId}/bookings`, {
        slot_id: secondSlot,
        travellers: { adult: 1 },
      })

      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await pg.raw(`UPDATE hold SET expires_at = now() - interval '1 minute' WHERE cart_id = ?`, [
        first.cartId,
      ])
      expect(await booking().expireHolds()).toBe(2)
      await booking().updateSlots({ id: first.slotId, status: "closed" })

      const { data } = await get(`/store/carts/${first.cartId}/check`)
      expect(data.check.banner).toBe("some_unavailable")
      expect(data.check.bookings.map((b: any) => b.state).sort()).toEqual([
        "available",
        "unavailable",
      ])
    })

    it("takes the seats of a lapsed hold again at completion when they are still free", async () => {
      const { cartId, slotId } = await cartWithBooking(2, { adult: 3 })
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await pg.raw(`UPDATE hold SET expires_at = now() - interval '1 minute' WHERE cart_id = ?`, [
        cartId,
      ])
      await booking().expireHolds()
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 0 })

      await payLater(cartId)
      const completed = await post(`/store/carts/${cartId}/complete-booking`)
      expect(completed.status).toBe(200)
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 0, booked: 3 })
    })

    it("applies the seeded promo codes: 10 %, 15 EUR; refuses expired, below minimum spend and unknown ones saying why", async () => {
      const { cartId } = await cartWithBooking(2, { adult: 2 })
      const percent = await post(`/store/carts/${cartId}/promotions`, {
        promo_codes: [PROMO_CODES.percent],
      })
      expect(percent.data.cart.total).toBe(81)
      await send(
        api.delete(`/store/carts/${cartId}/promotions`, {
          headers,
          data: { promo_codes: [PROMO_CODES.percent] },
        }),
      )

      const fixed = await post(`/store/carts/${cartId}/promotions`, {
        promo_codes: [PROMO_CODES.fixedEur],
      })
      expect(fixed.data.cart.total).toBe(75)
      await send(
        api.delete(`/store/carts/${cartId}/promotions`, {
          headers,
          data: { promo_codes: [PROMO_CODES.fixedEur] },
        }),
      )

      // A code that does not apply says why, in the request's language; the cart keeps its total.
      const expired = await post(`/store/carts/${cartId}/promotions`, {
        promo_codes: [PROMO_CODES.expired],
      })
      expect(expired.status).toBe(400)
      expect(expired.data).toMatchObject({
        code: "promo_expired",
        message: "Este código ha caducado.",
      })
      const small = await post(
        `/store/carts/${cartId}/promotions`,
        { promo_codes: [PROMO_CODES.minimumSpend] },
        { "accept-language": "en" },
      )
      expect(small.status).toBe(400)
      expect(small.data).toMatchObject({
        code: "promo_minimum_spend",
        message: "This code needs a minimum spend of €150.00.",
      })
      const unknown = await post(`/store/carts/${cartId}/promotions`, { promo_codes: ["NOEXISTE"] })
      expect(unknown.data).toMatchObject({
        code: "promo_unknown",
        message: "Este código no existe.",
      })
      expect((await get(`/store/carts/${cartId}`)).data.cart).toMatchObject({
        total: 90,
        promotions: [],
      })
      const big = await cartWithBooking(2, { adult: 4 })
      const applied = await post(`/store/carts/${big.cartId}/promotions`, {
        promo_codes: [PROMO_CODES.minimumSpend],
      })
      expect(applied.data.cart.total).toBe(144)
    })

    it("a booking added to a cart with a promo code is discounted too (the cart's promotions are refreshed)", async () => {
      const { cartId } = await cartWithBooking(2, { adult: 2 })
      expect(
        (await post(`/store/carts/${cartId}/promotions`, { promo_codes: [PROMO_CODES.percent] }))
          .data.cart.total,
      ).toBe(81)
      const day = (
        await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(3)}`)
      ).data
      const added = await post(`/store/carts/${cartId}/bookings`, {
        slot_id: day.options[0].slots[0].id,
        travellers: { adult: 1 },
      })
      expect(added.status).toBe(201)
      expect(added.data.cart).toMatchObject({ discount_total: 13.5, total: 121.5 })
      expect(added.data.cart.promotions).toEqual([
        expect.objectContaining({ code: PROMO_CODES.percent }),
      ])
    })

    it("never lets capacity drop below the seats taken, and the database refuses a direct overbooking", async () => {
      const { slotId } = await cartWithBooking(2, { adult: 5 })
      await expect(booking().setSlotCapacity(slotId, 4)).rejects.toMatchObject({
        code: "admin.slots.capacity_below_taken",
      })
      await booking().setSlotCapacity(slotId, 5)
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ capacity: 5, held: 5 })

      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await expect(pg.raw(`UPDATE slot SET booked = 1 WHERE id = ?`, [slotId])).rejects.toThrow(
        /slot_seats_within_capacity/,
      )
    })
  },
})

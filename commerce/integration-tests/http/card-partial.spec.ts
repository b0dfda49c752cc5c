import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { dayFromToday, DESERT_SAFARI, seedFixtures, storeApi } from "../fixtures"
import {
  startStripeDouble,
  STRIPE_TEST,
  forgetStripeDoubleEnv,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(180_000)
useStripeDoubleEnv()

/**
 * Partial success: a paid cart of two bookings, one of whose holds lapsed
 * and whose seats were sold meanwhile, becomes an order of the other one,
 * with only its amount captured and the failed one ready to retry.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const { get, post, newCart, cartWithBooking } = storeApi(api, () => headers)
    const booking = () => container.resolve(BOOKING_MODULE) as BookingModuleService

    beforeAll(async () => {
      double = await startStripeDouble()
    })
    afterAll(async () => {
      await double?.stop()
      forgetStripeDoubleEnv()
    })
    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      await double.control("reset")
      await double.control("webhook", { url: `${api.defaults.baseURL}/hooks/stripe`, mode: "hold" })
    })

    it("books what it can line by line, captures only that, records the rest for a retry in a new cart", async () => {
      const kept = await cartWithBooking({ adult: 2 })
      const day = (
        await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(3)}`)
      ).data
      const lostSlotId: string = day.options[0].slots[0].id
      const added = await post(`/store/carts/${kept.cartId}/bookings`, {
        slot_id: lostSlotId,
        travellers: { adult: 1 },
      })
      expect(added.status).toBe(201)
      const lostHoldId: string = added.data.hold.id
      const started = await post(`/store/carts/${kept.cartId}/card-payment`, {})
      expect(started.status).toBe(200)
      const sessionId: string = started.data.card_payment.checkout_session_id

      // The second hold lapses (a late payment) and a rival buys every seat left on its slot.
      const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await pg.raw("UPDATE hold SET expires_at = now() - interval '1 minute' WHERE id = ?", [
        lostHoldId,
      ])
      expect(await booking().expireHolds()).toBe(1)
      const slot = await booking().retrieveSlot(lostSlotId)
      const rivalCart = await newCart()
      const rival = await post(`/store/carts/${rivalCart}/bookings`, {
        slot_id: lostSlotId,
        travellers: { adult: slot.capacity - slot.held - slot.booked },
      })
      expect(rival.status).toBe(201)

      expect(
        (await double.control(`sessions/${sessionId}/pay`, { card: "4242 4242 4242 4242" }))
          .outcome,
      ).toBe("succeeded")
      const result = await get(`/store/carts/${kept.cartId}/card-payment?session_id=${sessionId}`)
      expect(result.status).toBe(200)
      expect(result.data.card_payment).toMatchObject({
        outcome: "partial",
        order_id: expect.stringMatching(/^order_/),
        order_token: expect.any(String),
      })
      const orderId: string = result.data.card_payment.order_id

      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: [
          "id",
          "total",
          "metadata",
          "items.id",
          "payment_collections.payments.captures.amount",
        ],
        filters: { id: orderId },
      })
      const order = data[0] as any
      expect(Number(order.total)).toBe(90)
      expect(order.metadata.failed_bookings).toEqual([
        expect.objectContaining({
          hold_id: lostHoldId,
          amount: 45,
          request: expect.objectContaining({ slot_id: lostSlotId, travellers: { adult: 1 } }),
        }),
      ])
      expect(
        order.payment_collections[0].payments[0].captures.map((c: any) => Number(c.amount)),
      ).toEqual([90])
      const { payment_intent: pi } = await double.stripe.checkout.sessions.retrieve(sessionId, {
        expand: ["payment_intent"],
      })
      expect(pi).toMatchObject({ status: "succeeded", amount: 13500, amount_received: 9000 })
      expect(await booking().retrieveSlot(kept.slotId)).toMatchObject({ booked: 2, held: 0 })
      expect((await booking().retrieveSlot(lostSlotId)).booked).toBe(0)
      expect(await booking().listBookings({ order_id: orderId })).toHaveLength(1)

      // The result page reads the failed bookings with the order's token; nobody else does.
      const shown = await get(`/store/orders/${orderId}/card-payment`, {
        "x-order-token": result.data.card_payment.order_token,
      })
      expect(shown.status).toBe(200)
      expect(shown.data.card_payment).toEqual({
        by_card: true,
        failed_bookings: order.metadata.failed_bookings,
      })
      expect((await get(`/store/orders/${orderId}/card-payment`)).status).toBe(404)

      // The webhook and the return page again: the same order, no second capture.
      const [completed] = await double.events("checkout.session.completed")
      await double.control("deliver", { ids: [completed.id], times: 2 })
      const again = await get(`/store/carts/${kept.cartId}/card-payment?session_id=${sessionId}`)
      expect(again.data.card_payment).toMatchObject({ outcome: "partial", order_id: orderId })
      const captures = await query.graph({
        entity: "order",
        fields: ["payment_collections.payments.captures.id"],
        filters: { id: orderId },
      })
      expect((captures.data[0] as any).payment_collections[0].payments[0].captures).toHaveLength(1)

      // Retry: still sold out while the rival holds the seats, booked in a new cart once they are free.
      const retryCart = await newCart()
      const { request } = order.metadata.failed_bookings[0]
      const refused = await post(`/store/carts/${retryCart}/bookings`, request)
      expect(refused.status).toBe(409)
      await booking().releaseHolds([rival.data.hold.id])
      const retried = await post(`/store/carts/${retryCart}/bookings`, request)
      expect(retried.status).toBe(201)
      expect(retried.data.hold.seats).toBe(1)
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import { signId } from "../../src/lib/signed-token"
import { seedFixtures, storeApi } from "../fixtures"
import {
  startStripeDouble,
  STRIPE_TEST,
  forgetStripeDoubleEnv,
  useStripeDoubleEnv,
} from "../stripe-double"

jest.setTimeout(180_000)
useStripeDoubleEnv()

/**
 * Found by the money model: a card cart that already became an order (by the
 * webhook) was then "placed to pay later" through Medusa's own payment routes.
 * The order's payment collection took a pay-later session, and a later
 * cancellation told the traveller one refund while Stripe refunded another.
 * A cart that is an order takes no new payment collection or session.
 */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let double: Awaited<ReturnType<typeof startStripeDouble>>
    const { get, post, cartWithBooking } = storeApi(api, () => headers)

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

    it("a paid card cart takes no pay-later session afterwards, and a cancellation refunds what it announced", async () => {
      const { cartId } = await cartWithBooking({ adult: 4 }, { offset: 1 })
      await post(`/store/carts/${cartId}`, {
        billing_address: { first_name: "Marta", last_name: "Gil", phone: "+34611222333" },
      })
      const started = await post(`/store/carts/${cartId}/card-payment`, {})
      expect(started.status).toBe(200)
      const sessionId: string = started.data.card_payment.checkout_session_id
      expect(
        (await double.control(`sessions/${sessionId}/pay`, { card: "4242 4242 4242 4242" }))
          .outcome,
      ).toBe("succeeded")
      const pending = (await double.events()).map((e) => e.id)
      await double.control("deliver", { ids: pending })
      await double.control("settled")
      const result = await get(`/store/carts/${cartId}/card-payment?session_id=${sessionId}`)
      const orderId: string = result.data.card_payment.order_id
      expect(orderId).toMatch(/^order_/)

      // Pay later, by Medusa's own routes, on the cart that is already an order.
      const collection = await post("/store/payment-collections", { cart_id: cartId })
      expect([collection.status, collection.data.code]).toEqual([409, "cart_completed"])
      const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "order",
        fields: ["payment_collections.id"],
        filters: { id: orderId },
      })
      const collectionId: string = (data[0] as any).payment_collections[0].id
      const session = await post(`/store/payment-collections/${collectionId}/payment-sessions`, {
        provider_id: "pp_system_default",
      })
      expect([session.status, session.data.code]).toEqual([409, "cart_completed"])
      const completed = await post(`/store/carts/${cartId}/complete-booking`)
      expect(completed.status).toBeLessThan(500)

      // Inside the penalty window: half back, and Stripe refunds exactly that.
      const [booking] = await (
        container.resolve(BOOKING_MODULE) as BookingModuleService
      ).listBookings({ order_id: orderId })
      const cancelled = await post(`/store/vouchers/${signId("voucher", booking.id)}/cancel`)
      expect(cancelled.status).toBe(200)
      const announced = Math.round(Number(cancelled.data.cancellation.refund.amount) * 100)
      await double.control("settled")
      const { payment_intent: pi } = await double.stripe.checkout.sessions.retrieve(sessionId, {
        expand: ["payment_intent"],
      })
      const charge = await double.stripe.charges.retrieve(String((pi as any).latest_charge))
      expect(charge.amount_refunded).toBe(announced)
    })
  },
})

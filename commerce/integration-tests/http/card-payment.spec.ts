import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import releaseExpiredHolds from "../../src/jobs/release-expired-holds"
import { send, seedFixtures, storeApi, waitFor } from "../fixtures"
import { signInAdmin } from "../desk-world"
import {
  cardPaymentHelpers,
  expectNothingSecret,
  useHeldStripeDouble,
  type Double,
} from "./card-payment-helpers"
import { STRIPE_TEST, useStripeDoubleEnv } from "../stripe-double"

jest.setTimeout(180_000)
useStripeDoubleEnv()

/** Card payments on Stripe's hosted Checkout (the local double), webhooks and the return page. */
medusaIntegrationTestRunner({
  env: { STRIPE_API_KEY: STRIPE_TEST.apiKey, STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret },
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    let double: Double
    const { get, post, cartWithBooking, payLater } = storeApi(api, () => headers)
    const booking = () => container.resolve(BOOKING_MODULE) as BookingModuleService

    const heldDouble = useHeldStripeDouble(api)
    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
      double = heldDouble()
    })

    const {
      sql,
      cartOrder,
      orderPayments,
      paidCart,
      startCardPayment,
      paymentIntent,
      completedEvent,
      recordUnhandled,
      reconcileJob,
      stripeEvent,
      postHook,
    } = cardPaymentHelpers(api, { post, cartWithBooking }, () => ({ container, double }))

    it("starts a Checkout Session with one line per booking, the cart id and manual capture; nothing secret reaches the browser", async () => {
      const { cartId, cart } = await cartWithBooking({ adult: 2, child: 1 })
      const before = Math.floor(Date.now() / 1000)
      const started = await post(
        `/store/carts/${cartId}/card-payment`,
        {},
        { "accept-language": "en" },
      )
      expect(started.status).toBe(200)
      const {
        url,
        checkout_session_id: sessionId,
        expires_at: expiresAt,
      } = started.data.card_payment
      expect(url).toBe(`http://127.0.0.1:${STRIPE_TEST.port}/pay/${sessionId}`)
      expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60)

      const session = await double.stripe.checkout.sessions.retrieve(sessionId, {
        expand: ["line_items"],
      })
      expect(session).toMatchObject({
        client_reference_id: cartId,
        locale: "en",
        amount_total: Math.round(cart.total * 100),
        currency: "eur",
        success_url: `http://localhost:4321/en/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: "http://localhost:4321/en/checkout?payment=canceled",
      })
      expect(session.line_items!.data).toHaveLength(1)

      const holds = await booking().listHolds({ cart_id: cartId, status: ["active"] })
      expect(holds[0].expires_at.getTime()).toBe((expiresAt + 10 * 60) * 1000)

      const seen = await get(`/store/carts/${cartId}?fields=*payment_collection.payment_sessions`)
      expectNothingSecret(seen.data)
    })

    it("refuses to start a card payment through Medusa's own payment-session route (the amount would not be priced per booking)", async () => {
      const { cartId } = await cartWithBooking({ adult: 1 })
      const collection = await post("/store/payment-collections", { cart_id: cartId })
      const session = await post(
        `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`,
        {
          provider_id: "pp_stripe-checkout_card",
          data: { line_items: [{ name: "cheap", amount: 1 }] },
        },
      )
      expect(session.status).toBeGreaterThanOrEqual(400)
      expect(session.status).toBeLessThan(500)
    })

    it("the completed webhook delivered 3 times at once places exactly one order and captures once", async () => {
      const { cartId, slotId, sessionId } = await paidCart({ adult: 2 })
      const [completed] = await double.events("checkout.session.completed")
      const delivered = await double.control("deliver", { ids: [completed.id], times: 3 })
      expect(delivered.data[0].statuses).toEqual([200, 200, 200])
      const order = await waitFor(async () => {
        const state = await cartOrder(cartId)
        return state.payment_collection?.payments?.[0]?.captures?.length ? state : null
      })
      expect(order.order.id).toMatch(/^order_/)
      expect(order.payment_collection.payments).toHaveLength(1)
      expect(order.payment_collection.payments[0].captures).toHaveLength(1)
      const pi = await paymentIntent(sessionId)
      expect(pi).toMatchObject({ status: "succeeded", amount_received: 9000 })
      expect(await booking().retrieveSlot(slotId)).toMatchObject({ held: 0, booked: 2 })
      expect(await sql("SELECT id FROM stripe_event")).toHaveLength(1)
      expect((await double.events("payment_intent.succeeded")).length).toBe(1)
    })

    it("the return page completes first; late, repeated and out-of-order events change nothing", async () => {
      const { cartId, sessionId } = await paidCart({ adult: 1 })
      const result = await get(`/store/carts/${cartId}/card-payment?session_id=${sessionId}`)
      expect(result.status).toBe(200)
      expect(result.data.card_payment).toMatchObject({
        outcome: "success",
        order_id: expect.stringMatching(/^order_/),
      })
      const again = await get(`/store/carts/${cartId}/card-payment?session_id=${sessionId}`)
      expect(again.data.card_payment.order_id).toBe(result.data.card_payment.order_id)

      await double.control("clock", { advance_seconds: 600 })
      const all = (await double.events()).map((e) => e.id).reverse()
      const delivered = await double.control("deliver", { ids: all, times: 2 })
      for (const d of delivered.data)
        expect(d.statuses.every((s: number) => s === 200 || s === 422)).toBe(true)
      await new Promise((r) => setTimeout(r, 1500))
      const state = await cartOrder(cartId)
      expect(state.order.id).toBe(result.data.card_payment.order_id)
      expect(state.payment_collection.payments[0].captures).toHaveLength(1)
      expect((await double.events("payment_intent.succeeded")).length).toBe(1)
      await double.control("clock", { advance_seconds: -600 })
    })

    it("a declined card leaves the session open and the cart without an order", async () => {
      const { cartId } = await cartWithBooking({ adult: 1 })
      const sessionId = await startCardPayment(cartId)
      const declined = await double.control(`sessions/${sessionId}/pay`, {
        card: "4000000000000002",
      })
      expect(declined.outcome).toBe("declined")
      const result = await get(`/store/carts/${cartId}/card-payment?session_id=${sessionId}`)
      expect(result.data.card_payment).toMatchObject({ outcome: "pending", order_id: null })
      expect((await cartOrder(cartId)).order).toBeFalsy()
    })

    it("when the seats went while the traveller paid, no order is placed and the authorisation is released", async () => {
      const { cartId, holdId, slotId } = await cartWithBooking({ adult: 2 })
      const sessionId = await startCardPayment(cartId)
      await booking().releaseHolds([holdId])
      const slot = await booking().retrieveSlot(slotId)
      const rival = await cartWithBooking({ adult: slot.capacity - slot.held - slot.booked })
      expect(rival.holdId).toBeTruthy()
      await double.control(`sessions/${sessionId}/pay`, { card: "4242424242424242" })
      const result = await get(`/store/carts/${cartId}/card-payment?session_id=${sessionId}`)
      expect(result.data.card_payment).toMatchObject({ outcome: "unsuccessful", order_id: null })
      const pi = await paymentIntent(sessionId)
      expect(pi).toMatchObject({ status: "canceled" })
      expect((await cartOrder(cartId)).order).toBeFalsy()
    })

    it("refuses unsigned, wrongly signed, malformed and unknown webhooks with a 4xx and records nothing", async () => {
      const event = stripeEvent("evt_forged", "checkout.session.completed", {
        id: "cs_test_x",
        object: "checkout.session",
      })
      expect((await postHook(event)).status).toBe(400)
      expect((await postHook(event, double.sign(event, "whsec_someone_else"))).status).toBe(400)
      expect((await postHook(event, "t=1,v1=deadbeef")).status).toBe(400)
      expect((await postHook("{not json", double.sign("{not json"))).status).toBe(400)
      expect((await postHook(event, double.sign(event), "text/plain")).status).toBe(200)
      const unknown = stripeEvent("evt_unknown", "customer.created", {
        id: "cus_1",
        object: "customer",
      })
      const refused = await postHook(unknown, double.sign(unknown))
      expect(refused.status).toBe(422)
      expect(refused.data.code).toBe("unsupported_event_type")
      const noObject = stripeEvent("evt_empty", "checkout.session.expired")
      expect((await postHook(noObject, double.sign(noObject))).status).toBe(422)
      const ids = (await sql("SELECT id FROM stripe_event")).map((r) => r.id)
      expect(ids).toEqual(["evt_forged"])
      // Signed but about a session Stripe does not know: processed as nothing to do.
      await waitFor(
        async () => (await sql("SELECT processed_at FROM stripe_event"))[0].processed_at,
      )
    })

    it("answers 404 on the return page for a session of another cart, and settles nothing", async () => {
      const { sessionId } = await paidCart({ adult: 1 })
      const other = await cartWithBooking({ adult: 1 })
      const result = await get(`/store/carts/${other.cartId}/card-payment?session_id=${sessionId}`)
      expect(result.status).toBe(404)
      expect(result.data.code).toBe("payment_not_found")
      expect(
        (await get(`/store/carts/${other.cartId}/card-payment?session_id=cs_test_nope`)).status,
      ).toBe(404)
      expect((await get(`/store/carts/${other.cartId}/card-payment?session_id=x`)).status).toBe(400)
      const pi = await paymentIntent(sessionId)
      expect(pi).toMatchObject({ status: "requires_capture" })
    })

    it("reconcile: a paid session whose webhook never came (past the minute job's grace), and an event recorded before a crash, end in one order", async () => {
      const lost = await paidCart({ adult: 1 })
      const crashed = await paidCart({ adult: 2 })
      // The minute's job leaves sessions paid just now to their webhook and return page.
      expect((await reconcileJob()).result).toMatchObject({ sessions: 0, decided: 0 })
      expect((await cartOrder(lost.cartId)).order).toBeFalsy()
      await recordUnhandled(crashed.sessionId)
      await sql("UPDATE payment_session SET created_at = now() - interval '3 minutes'")

      const { result } = await reconcileJob()
      expect(result).toMatchObject({ events: 1, failed: 0 })
      for (const { cartId } of [lost, crashed]) {
        const state = await cartOrder(cartId)
        expect(state.order.id).toMatch(/^order_/)
        expect(state.payment_collection.payments[0].captures).toHaveLength(1)
      }
      expect((await sql("SELECT processed_at FROM stripe_event"))[0].processed_at).not.toBeNull()
      const second = await reconcileJob()
      expect(second.result).toMatchObject({ events: 0, decided: 0, failed: 0 })
      expect((await double.events("payment_intent.succeeded")).length).toBe(2)
    })

    it("the hold sweeper expires an open session before releasing its holds, and settles a paid one instead", async () => {
      const open = await cartWithBooking({ adult: 1 })
      const openStart = await post(`/store/carts/${open.cartId}/card-payment`, {})
      const paid = await paidCart({ adult: 2 })
      await sql(
        "UPDATE hold SET expires_at = now() - interval '1 minute' WHERE cart_id IN (?, ?)",
        [open.cartId, paid.cartId],
      )

      await releaseExpiredHolds(container)
      const session = await double.stripe.checkout.sessions.retrieve(
        openStart.data.card_payment.checkout_session_id,
      )
      expect(session.status).toBe("expired")
      expect(await booking().listHolds({ cart_id: open.cartId, status: ["active"] })).toHaveLength(
        0,
      )
      const state = await cartOrder(paid.cartId)
      expect(state.order.id).toMatch(/^order_/)
      expect(await booking().retrieveSlot(paid.slotId)).toMatchObject({ booked: 2 })
    })

    it("a payment link for a pay-later order's balance: paying it marks the order paid through the webhook, once", async () => {
      const admin = { headers: await signInAdmin(api, container) }
      // Four days ahead (day 5 is the fixture's closed day): the link may live its full window (a booking whose free cancellation ends
      // within Stripe's 30 minutes gets no link, which would make this test depend on the time of day).
      const { cartId } = await cartWithBooking({ adult: 2 }, { offset: 4 })
      await payLater(cartId)
      const placed = await post(`/store/carts/${cartId}/complete-booking`)
      const orderId: string = placed.data.order.id

      const sendLink = (config: object, body: object = { locale: "en" }) =>
        send(api.post(`/admin/orders/${orderId}/payment-link`, body, config))
      const link = await sendLink(admin)
      expect(link.status).toBe(200)
      const again = await sendLink(admin)
      expect(again.data.payment_link.id).toBe(link.data.payment_link.id)
      expect(link.data.payment_link).toMatchObject({
        url: expect.stringContaining("/pay/cs_test_"),
        amount: 90,
      })
      expect((await sendLink({}, {})).status).toBe(401)

      const paid = await double.control(`sessions/${link.data.payment_link.id}/pay`, {
        card: "4242424242424242",
      })
      expect(paid.outcome).toBe("succeeded")
      const completed = await completedEvent(link.data.payment_link.id)
      await double.control("deliver", { ids: [completed.id], times: 2 })
      const captured = await waitFor(async () => {
        const order = await orderPayments(orderId)
        return order.payment_collections[0].payments[0].captured_at ? order : null
      })
      expect(captured.payment_collections[0].payments[0].captures).toHaveLength(1)
      expect(captured.metadata.payment_link.paid_by).toMatch(/^pi_/)
      const paidAgain = await sendLink(admin, {})
      expect(paidAgain.status).toBe(400)
    })
  },
})

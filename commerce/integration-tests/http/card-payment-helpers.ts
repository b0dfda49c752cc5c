import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAYMENT_EVENT_MODULE } from "../../src/modules/payment-event"
import type PaymentEventModuleService from "../../src/modules/payment-event/service"
import { reconcileCardPaymentsWorkflow } from "../../src/workflows/payment/reconcile-card-payments"
import { SESSION_GRACE_SECONDS } from "../../src/workflows/payment/steps/reconcile-card-payments"
import { send, type storeApi } from "../fixtures"
import { forgetStripeDoubleEnv, startStripeDouble, STRIPE_TEST } from "../stripe-double"

export type Double = Awaited<ReturnType<typeof startStripeDouble>>
type Store = ReturnType<typeof storeApi>

/**
 * What card-payment.spec.ts reads and does around a card payment: SQL and a cart's order, a paid
 * Checkout Session, raw webhook posts. `world` is the running container and Stripe double.
 */
export function cardPaymentHelpers(
  api: { post: (url: string, data?: unknown, config?: object) => Promise<any> },
  store: Pick<Store, "post" | "cartWithBooking">,
  world: () => { container: MedusaContainer; double: Double },
) {
  /** Rows of a SQL query on the test database. */
  async function sql(text: string, params: string[] = []) {
    const pg = world().container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    return (await pg.raw(text, params)).rows as any[]
  }
  /** A cart with its order and its payments' captures, if any. */
  async function cartOrder(cartId: string) {
    const query = world().container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: [
        "id",
        "order.id",
        "payment_collection.payments.id",
        "payment_collection.payments.captures.id",
      ],
      filters: { id: cartId },
    })
    return data[0] as any
  }
  /** A cart with a booking whose Checkout Session the double has paid with a good card. */
  async function paidCart(travellers = { adult: 2 }) {
    const cart = await store.cartWithBooking(travellers)
    const started = await store.post(`/store/carts/${cart.cartId}/card-payment`, {})
    expect(started.status).toBe(200)
    const sessionId: string = started.data.card_payment.checkout_session_id
    const paid = await world().double.control(`sessions/${sessionId}/pay`, {
      card: "4242 4242 4242 4242",
    })
    expect(paid.outcome).toBe("succeeded")
    return { ...cart, sessionId, started: started.data.card_payment }
  }
  /** Posts raw bytes to the Stripe webhook, signed with `signature` when given. */
  const postHook = (body: string, signature?: string, contentType = "application/json") =>
    send(
      api.post("/hooks/stripe", body, {
        headers: {
          "content-type": contentType,
          ...(signature ? { "stripe-signature": signature } : {}),
        },
        transformRequest: [(data: unknown) => data],
      }),
    )
  /** An order with its metadata and its payments' captures. */
  async function orderPayments(orderId: string) {
    const query = world().container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "metadata",
        "payment_collections.payments.captured_at",
        "payment_collections.payments.captures.id",
      ],
      filters: { id: orderId },
    })
    return data[0] as any
  }
  /** Starts the cart's card payment; its Checkout Session id. */
  async function startCardPayment(cartId: string): Promise<string> {
    const started = await store.post(`/store/carts/${cartId}/card-payment`, {})
    return started.data.card_payment.checkout_session_id
  }
  /** The PaymentIntent of a Checkout Session, as the double has it. */
  async function paymentIntent(sessionId: string) {
    const session = await world().double.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ["payment_intent"],
    })
    return session.payment_intent
  }
  /** The double's `checkout.session.completed` event of a session. */
  async function completedEvent(sessionId: string) {
    const events = await world().double.events("checkout.session.completed")
    return events.filter((e) => e.object_id === sessionId)[0]
  }
  /** A session's completed event as a crash left it: received two minutes ago, never handled. */
  async function recordUnhandled(sessionId: string) {
    const completed = await completedEvent(sessionId)
    const events: PaymentEventModuleService = world().container.resolve(PAYMENT_EVENT_MODULE)
    await events.recordOnce({
      id: completed.id,
      type: completed.type,
      object_id: sessionId,
      checkout_session_id: sessionId,
    })
    await sql("UPDATE stripe_event SET created_at = now() - interval '2 minutes'")
  }
  /** The reconcile run as the minute's job makes it (young card sessions left alone). */
  const reconcileJob = () =>
    reconcileCardPaymentsWorkflow(world().container).run({
      input: { session_grace_seconds: SESSION_GRACE_SECONDS },
    })
  /** A Stripe event's JSON body, about `object` when given. */
  const stripeEvent = (id: string, type: string, object?: object) =>
    JSON.stringify({ id, object: "event", type, data: object ? { object } : {} })
  return {
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
  }
}

/**
 * The Stripe double for the whole spec file, reset before each test with its webhooks held until
 * a test delivers them. Call inside the test suite, before the spec's own beforeEach reads it.
 */
export function useHeldStripeDouble(api: { defaults: { baseURL?: string } }): () => Double {
  let double: Double
  beforeAll(async () => {
    double = await startStripeDouble()
  })
  afterAll(async () => {
    await double?.stop()
    forgetStripeDoubleEnv()
  })
  beforeEach(async () => {
    await double.control("reset")
    await double.control("webhook", { url: `${api.defaults.baseURL}/hooks/stripe`, mode: "hold" })
  })
  return () => double
}

/** A store cart read with its payment sessions: their data is what the browser needs, no secret. */
export function expectNothingSecret(data: any) {
  const [paymentSession] = data.cart.payment_collection.payment_sessions
  expect(Object.keys(paymentSession.data).sort()).toEqual([
    "expires_at",
    "id",
    "payment_intent",
    "url",
  ])
  const text = JSON.stringify(data)
  expect(text).not.toContain(STRIPE_TEST.apiKey)
  expect(text).not.toContain(STRIPE_TEST.webhookSecret)
  expect(text).not.toMatch(/client_secret|sk_test_|whsec_/)
}

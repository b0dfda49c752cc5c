import http from "node:http"
import Stripe from "stripe"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startStripeDouble } from "./server.mjs"

const SECRET = "whsec_test_double"
const API_KEY = "sk_test_double"

/** A webhook receiver that verifies each delivery with the SDK, as our route does. */
function receiver() {
  const received = []
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on("data", (c) => chunks.push(c))
    req.on("end", () => {
      try {
        const event = Stripe.webhooks.constructEvent(
          Buffer.concat(chunks),
          req.headers["stripe-signature"],
          SECRET,
        )
        received.push(event)
        res.writeHead(200).end("{}")
      } catch {
        received.push({ rejected: true })
        res.writeHead(400).end()
      }
    })
  })
  return { server, received }
}

describe("Stripe test double through the real SDK", () => {
  let double
  let stripe
  let hook
  let control

  beforeAll(async () => {
    hook = receiver()
    await new Promise((r) => hook.server.listen(0, "127.0.0.1", r))
    double = await startStripeDouble({
      port: 0,
      apiKey: API_KEY,
      webhook: {
        url: `http://127.0.0.1:${hook.server.address().port}/hook`,
        secret: SECRET,
        mode: "hold",
      },
    })
    stripe = new Stripe(API_KEY, {
      host: "127.0.0.1",
      port: double.port,
      protocol: "http",
      maxNetworkRetries: 0,
    })
    control = async (path, body = {}) => {
      const response = await fetch(`${double.url}/_control/${path}`, {
        method: "POST",
        body: JSON.stringify(body),
      })
      return response.json()
    }
  })
  afterAll(async () => {
    await double.close()
    hook.server.close()
  })
  beforeEach(async () => {
    hook.received.length = 0
    await control("reset")
  })

  const newSession = (extra = {}, options) =>
    stripe.checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: "cart_123",
        locale: "es",
        success_url: "http://localhost:4321/checkout/success?session_id={CHECKOUT_SESSION_ID}",
        cancel_url: "http://localhost:4321/checkout",
        expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
        payment_intent_data: { capture_method: "manual" },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "eur",
              unit_amount: 9000,
              product_data: { name: "Safari, 2 adults" },
            },
          },
          {
            quantity: 2,
            price_data: { currency: "eur", unit_amount: 2800, product_data: { name: "Dinner" } },
          },
        ],
        ...extra,
      },
      options,
    )

  it("creates and retrieves a session with Stripe's shape; the PaymentIntent appears once paid", async () => {
    const session = await newSession()
    expect(session).toMatchObject({
      object: "checkout.session",
      id: expect.stringMatching(/^cs_test_/),
      amount_total: 14600,
      currency: "eur",
      client_reference_id: "cart_123",
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      url: `${double.url}/pay/${session.id}`,
    })
    const paid = await control(`sessions/${session.id}/pay`, { card: "4242 4242 4242 4242" })
    expect(paid.outcome).toBe("succeeded")
    const again = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["payment_intent", "line_items"],
    })
    expect(again.status).toBe("complete")
    expect(again.url).toBeNull()
    expect(again.payment_intent).toMatchObject({
      object: "payment_intent",
      status: "requires_capture",
      amount_capturable: 14600,
    })
    expect(again.line_items.data.map((l) => l.amount_total)).toEqual([9000, 5600])
  })

  it("answers Stripe's errors: unknown ids, bad expires_at, a wrong key", async () => {
    await expect(stripe.checkout.sessions.retrieve("cs_test_nope")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
    })
    await expect(
      newSession({ expires_at: Math.floor(Date.now() / 1000) + 600 }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: "expires_at",
    })
    const wrong = new Stripe("sk_test_wrong", {
      host: "127.0.0.1",
      port: double.port,
      protocol: "http",
    })
    await expect(wrong.paymentIntents.retrieve("pi_x")).rejects.toMatchObject({ statusCode: 401 })
  })

  it("replays a request with the same Idempotency-Key and refuses the key with other parameters", async () => {
    const first = await newSession({}, { idempotencyKey: "idem-1" })
    const replay = await newSession({}, { idempotencyKey: "idem-1" })
    expect(replay.id).toBe(first.id)
    expect(replay.lastResponse.headers["idempotent-replayed"]).toBe("true")
    await expect(
      newSession({ client_reference_id: "other" }, { idempotencyKey: "idem-1" }),
    ).rejects.toMatchObject({
      type: "StripeIdempotencyError",
    })
  })

  it("captures part of an authorisation once, releases the rest, then refunds within what was captured", async () => {
    const session = await newSession()
    await control(`sessions/${session.id}/pay`, { card: "4242424242424242" })
    const { payment_intent: pi } = await stripe.checkout.sessions.retrieve(session.id)
    const captured = await stripe.paymentIntents.capture(
      pi,
      { amount_to_capture: 9000 },
      { idempotencyKey: "cap-1" },
    )
    expect(captured).toMatchObject({
      status: "succeeded",
      amount_received: 9000,
      amount_capturable: 0,
    })
    expect(
      (
        await stripe.paymentIntents.capture(
          pi,
          { amount_to_capture: 9000 },
          { idempotencyKey: "cap-1" },
        )
      ).id,
    ).toBe(pi)
    await expect(
      stripe.paymentIntents.capture(pi, {}, { idempotencyKey: "cap-2" }),
    ).rejects.toMatchObject({
      code: "payment_intent_unexpected_state",
    })
    await expect(stripe.paymentIntents.cancel(pi)).rejects.toMatchObject({
      code: "payment_intent_unexpected_state",
    })
    const refund = await stripe.refunds.create(
      { payment_intent: pi, amount: 4000 },
      { idempotencyKey: "ref-1" },
    )
    expect(refund).toMatchObject({
      object: "refund",
      amount: 4000,
      status: "succeeded",
      payment_intent: pi,
    })
    await expect(stripe.refunds.create({ payment_intent: pi, amount: 6000 })).rejects.toMatchObject(
      { code: "amount_too_large" },
    )
    await stripe.refunds.create({ payment_intent: pi })
    await expect(stripe.refunds.create({ payment_intent: pi })).rejects.toMatchObject({
      code: "charge_already_refunded",
    })
    const withCharge = await stripe.paymentIntents.retrieve(pi, { expand: ["latest_charge"] })
    expect(withCharge.latest_charge).toMatchObject({
      object: "charge",
      amount_captured: 9000,
      amount_refunded: 9000,
      refunded: true,
    })
    expect((await stripe.charges.retrieve(withCharge.latest_charge.id)).refunded).toBe(true)
  })

  it("cancels an authorisation and expires an open session", async () => {
    const paid = await newSession()
    await control(`sessions/${paid.id}/pay`, { card: "4242424242424242" })
    const { payment_intent: pi } = await stripe.checkout.sessions.retrieve(paid.id)
    expect(
      await stripe.paymentIntents.cancel(pi, { cancellation_reason: "abandoned" }),
    ).toMatchObject({ status: "canceled" })
    await expect(stripe.checkout.sessions.expire(paid.id)).rejects.toMatchObject({
      statusCode: 400,
    })

    const open = await newSession()
    expect(await stripe.checkout.sessions.expire(open.id)).toMatchObject({
      status: "expired",
      url: null,
    })
  })

  it("declines 4000 0000 0000 0002 and 9995 with Stripe's decline codes; the session stays open to try again", async () => {
    const session = await newSession()
    const declined = await control(`sessions/${session.id}/pay`, { card: "4000000000000002" })
    expect(declined).toMatchObject({
      outcome: "declined",
      error: { code: "card_declined", decline_code: "generic_decline" },
    })
    const poor = await control(`sessions/${session.id}/pay`, { card: "4000 0000 0000 9995" })
    expect(poor.error.decline_code).toBe("insufficient_funds")
    const pi = await stripe.paymentIntents.retrieve(poor.session.payment_intent)
    expect(pi).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: { decline_code: "insufficient_funds" },
    })
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open")
    expect(
      (await control(`sessions/${session.id}/pay`, { card: "4242424242424242" })).outcome,
    ).toBe("succeeded")
  })

  it("serves a pay page marked as a test payment that redirects to the success URL or shows the decline", async () => {
    const session = await newSession()
    const page = await fetch(session.url)
    const text = await page.text()
    expect(text).toContain("Pago de prueba: no se mueve dinero")
    expect(text).toContain('<html lang="es">')
    const declined = await fetch(session.url, {
      method: "POST",
      body: new URLSearchParams({ card: "4000000000000002" }),
      redirect: "manual",
    })
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain("Your card was declined.")
    const paid = await fetch(session.url, {
      method: "POST",
      body: new URLSearchParams({ card: "4242424242424242" }),
      redirect: "manual",
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get("location")).toBe(
      `http://localhost:4321/checkout/success?session_id=${session.id}`,
    )
    const english = await newSession({ locale: "en" })
    expect(await (await fetch(english.url)).text()).toContain("Test payment: no money moves")
  })

  it("signs webhooks the SDK verifies and delivers them late, twice, out of order or with a wrong signature", async () => {
    const session = await newSession()
    await control(`sessions/${session.id}/pay`, { card: "4242424242424242" })
    const { data: events } = await (await fetch(`${double.url}/_control/events`)).json()
    expect(events.map((e) => e.type)).toEqual([
      "charge.succeeded",
      "payment_intent.amount_capturable_updated",
      "checkout.session.completed",
    ])
    expect(hook.received).toHaveLength(0)

    const ids = events.map((e) => e.id).reverse()
    await control("deliver", { ids })
    expect(hook.received.map((e) => e.type)).toEqual([
      "checkout.session.completed",
      "payment_intent.amount_capturable_updated",
      "charge.succeeded",
    ])
    const completed = hook.received[0]
    expect(completed.data.object).toMatchObject({
      id: session.id,
      status: "complete",
      client_reference_id: "cart_123",
    })

    const twice = await control("deliver", { ids: [completed.id], times: 2, delay_ms: 50 })
    expect(twice.data[0].statuses).toEqual([200, 200])
    expect(hook.received.slice(-2).map((e) => e.id)).toEqual([completed.id, completed.id])

    const forged = await control("deliver", {
      ids: [completed.id],
      signature_secret: "whsec_wrong",
    })
    expect(forged.data[0].statuses).toEqual([400])
  })

  it("in immediate mode sends only the event types the endpoint subscribes to", async () => {
    await control("webhook", { mode: "immediate", enabled_events: ["checkout.session.completed"] })
    try {
      const session = await newSession()
      await control(`sessions/${session.id}/pay`, { card: "4242424242424242" })
      await control("settled")
      expect(hook.received.map((e) => e.type)).toEqual(["checkout.session.completed"])
    } finally {
      await control("webhook", { mode: "hold", enabled_events: null })
    }
  })

  it("expires a session when the clock passes expires_at and emits checkout.session.expired", async () => {
    const session = await newSession()
    await control("clock", { advance_seconds: 32 * 60 })
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired")
    const { data } = await (
      await fetch(`${double.url}/_control/events?type=checkout.session.expired`)
    ).json()
    expect(data.map((e) => e.object_id)).toContain(session.id)
  })

  // The clock may have been moved by an earlier test: these sessions take Stripe's default expiry.
  it("lists sessions by status and creation time, page by page as the SDK's auto-paging asks", async () => {
    const first = await newSession({ expires_at: undefined })
    const second = await newSession({ expires_at: undefined })
    const third = await newSession({ expires_at: undefined })
    await control(`sessions/${second.id}/pay`, { card: "4242424242424242" })
    const since = first.created
    const all = []
    for await (const s of stripe.checkout.sessions.list({ created: { gte: since }, limit: 1 }))
      all.push(s.id)
    expect(all.slice(0, 3)).toEqual([third.id, second.id, first.id])
    const complete = await stripe.checkout.sessions.list({
      status: "complete",
      created: { gte: since },
    })
    expect(complete.data.map((s) => s.id)).toEqual([second.id])
    expect((await stripe.checkout.sessions.list({ created: { gte: since + 3600 } })).data).toEqual(
      [],
    )
    expect(
      (await stripe.checkout.sessions.list({ created: { lt: since } })).data.map((s) => s.id),
    ).not.toContain(first.id)
  })

  it("expires an open session through the API: its pay page then refuses to take money", async () => {
    const session = await newSession({ expires_at: undefined })
    expect(await stripe.checkout.sessions.expire(session.id)).toMatchObject({ status: "expired" })
    const paid = await fetch(`${double.url}/_control/sessions/${session.id}/pay`, {
      method: "POST",
      body: JSON.stringify({ card: "4242424242424242" }),
    })
    expect(paid.status).toBe(400)
    expect((await paid.json()).error).toMatchObject({ code: "checkout_session_not_open" })
    const page = await fetch(`${double.url}/pay/${session.id}`, {
      method: "POST",
      body: "card=4242424242424242",
    })
    expect(page.status).toBe(409)
  })

  it("lists the injected failures still pending, so a test knows when one was used", async () => {
    await control("failures", {
      method: "POST",
      path: "/v1/checkout/sessions/cs_x/expire",
      status: 500,
      times: 2,
    })
    const pending = async () => (await (await fetch(`${double.url}/_control/failures`)).json()).data
    expect(await pending()).toEqual([
      { method: "POST", path: "/v1/checkout/sessions/cs_x/expire", status: 500, times: 2 },
    ])
    await expect(stripe.checkout.sessions.expire("cs_x")).rejects.toMatchObject({ statusCode: 500 })
    await expect(stripe.checkout.sessions.expire("cs_x")).rejects.toMatchObject({ statusCode: 500 })
    expect(await pending()).toEqual([])
    await control("failures", {
      method: "GET",
      path: "/v1/checkout/sessions",
      status: 503,
      times: 5,
    })
    await control("failures/clear")
    expect(await pending()).toEqual([])
  })

  it("answers injected failures with a 5xx once", async () => {
    await control("failures", { method: "GET", path: "/v1/payment_intents", status: 503 })
    const client = new Stripe(API_KEY, {
      host: "127.0.0.1",
      port: double.port,
      protocol: "http",
      maxNetworkRetries: 0,
    })
    await expect(client.paymentIntents.retrieve("pi_x")).rejects.toMatchObject({ statusCode: 503 })
    await expect(client.paymentIntents.retrieve("pi_x")).rejects.toMatchObject({ statusCode: 404 })
  })
})

import Stripe from "stripe"
import { describe, expect, it } from "vitest"
import {
  API_KEY,
  control,
  double,
  hook,
  newSession,
  stripe,
  useStripeDouble,
} from "./double-harness.mjs"

describe("Stripe test double: pay page, webhooks, clock and injected failures", () => {
  useStripeDouble()

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
    try {
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired")
      const { data } = await (
        await fetch(`${double.url}/_control/events?type=checkout.session.expired`)
      ).json()
      expect(data.map((e) => e.object_id)).toContain(session.id)
    } finally {
      // Back to the real time: a later case's session expires 31 minutes from Date.now().
      await control("clock", { advance_seconds: -32 * 60 })
    }
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

import Stripe from "stripe"
import { describe, expect, it } from "vitest"
import { control, double, newSession, stripe, useStripeDouble } from "./double-harness.mjs"

describe("Stripe test double through the real SDK", () => {
  useStripeDouble()

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
    // Sessions other tests of this file created in the same second are listed too: only this
    // test's own are asserted (the list held only `second` before only because an earlier test
    // had moved the double's clock on).
    const mine = new Set([first.id, second.id, third.id])
    expect(complete.data.every((s) => s.status === "complete")).toBe(true)
    expect(complete.data.map((s) => s.id).filter((id) => mine.has(id))).toEqual([second.id])
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
})

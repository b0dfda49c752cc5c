import { describe, expect, it } from "vitest"
import { adminClient, client } from "./store-client"
import { control, deliver, doubleUrl, slotOnDay, stripeEvent } from "./stripe-double-client"

/**
 * Card payments on two Medusa servers sharing one database, against the
 * product's Stripe test double: the same webhook reaching both servers at the
 * same instant, and many buyers for a small slot paying by card, completed by
 * their return pages and by webhooks on either server. Every paid session
 * must end with one order and one capture, and the slot with exactly its
 * capacity booked.
 */
const servers = (process.env.MEDUSA_URLS ?? "").split(",").filter(Boolean)
const key = process.env.PUBLISHABLE_KEY ?? ""

describe("card payments across two servers", () => {
  it("needs two servers and the Stripe double", () => {
    expect(servers.length).toBeGreaterThanOrEqual(2)
    expect(doubleUrl).toMatch(/^http/)
  })

  it("the same completed event at the same instant on both servers gives one order and one capture", async () => {
    await control("webhook", { mode: "hold" })
    const store = servers.map((url) => client(url, { "x-publishable-api-key": key }))
    const regions = await store[0].get("/store/regions")
    const regionId = regions.data.regions.find((r: any) => r.currency_code === "eur").id
    const cart = (
      await store[0].post("/store/carts", { region_id: regionId, email: "race@example.com" })
    ).data.cart
    const slotId = await slotOnDay(store[0], 8, 0)
    expect(
      (
        await store[0].post(`/store/carts/${cart.id}/bookings`, {
          slot_id: slotId,
          travellers: { adult: 2 },
        })
      ).status,
    ).toBe(201)
    const started = await store[1].post(`/store/carts/${cart.id}/card-payment`, {})
    const sessionId = started.data.card_payment.checkout_session_id
    expect((await control(`sessions/${sessionId}/pay`, { card: "4242424242424242" })).outcome).toBe(
      "succeeded",
    )
    const { data: events } = await control("events?type=checkout.session.completed")
    const summary = events.find((e: any) => e.object_id === sessionId)
    const event = await stripeEvent(summary.id)

    const statuses = await Promise.all(
      [...servers, ...servers].map((server) => deliver(server, event)),
    )
    expect(statuses).toEqual([200, 200, 200, 200])
    let outcome: any
    for (let i = 0; i < 100 && outcome?.outcome !== "success"; i++) {
      outcome = (
        await store[i % 2].get(`/store/carts/${cart.id}/card-payment?session_id=${sessionId}`)
      ).data.card_payment
      if (outcome?.outcome !== "success") await new Promise((r) => setTimeout(r, 100))
    }
    expect(outcome).toMatchObject({
      outcome: "success",
      order_id: expect.stringMatching(/^order_/),
    })
    const { data: captured } = await control("events?type=payment_intent.succeeded")
    expect(
      captured.filter((e: any) => e.object_id === event.data.object.payment_intent),
    ).toHaveLength(1)
  })

  it("many card buyers for 6 seats on two servers: exactly the capacity booked, every payment decided once", async () => {
    await control("webhook", { mode: "hold" })
    const CAPACITY = 6
    const BUYERS = 30
    const admin = await adminClient(
      servers[0],
      process.env.SENDERO_ADMIN_EMAIL!,
      process.env.SENDERO_ADMIN_PASSWORD!,
    )
    const store = servers.map((url) =>
      client(url, { "x-publishable-api-key": key, "accept-language": "en" }),
    )
    // Days 8 and 9: the booking-core race tests use days 3 to 6 of the same experience.
    const slotId = await slotOnDay(store[0], 9, 0)
    const resized = await admin.post(`/admin/slots/${slotId}`, { capacity: CAPACITY })
    expect(resized).toMatchObject({ status: 200 })
    const regions = await store[0].get("/store/regions")
    const regionId = regions.data.regions.find((r: any) => r.currency_code === "eur").id

    const buyer = async (index: number) => {
      const api = store[index % 2]
      const other = store[(index + 1) % 2]
      const cart = (
        await api.post("/store/carts", { region_id: regionId, email: `card${index}@example.com` })
      ).data.cart
      const held = await api.post(`/store/carts/${cart.id}/bookings`, {
        slot_id: slotId,
        travellers: { adult: 1 + (index % 2) },
      })
      if (held.status !== 201) return { index, held: false }
      const started = await other.post(`/store/carts/${cart.id}/card-payment`, {})
      const sessionId = started.data.card_payment.checkout_session_id
      await control(`sessions/${sessionId}/pay`, { card: "4242424242424242" })
      // The return page on one server while the webhook reaches the other.
      const [result] = await Promise.all([
        api.get(`/store/carts/${cart.id}/card-payment?session_id=${sessionId}`),
        (async () => {
          const { data } = await control("events?type=checkout.session.completed")
          const summary = data.find((e: any) => e.object_id === sessionId)
          const event = await stripeEvent(summary.id)
          return deliver(servers[(index + 1) % 2], event)
        })(),
      ])
      return {
        index,
        held: true,
        seats: 1 + (index % 2),
        sessionId,
        outcome: result.data.card_payment,
      }
    }
    const results = await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)))
    const paid = results.filter((r) => r.held)
    expect(paid.every((r) => r.outcome?.outcome === "success")).toBe(true)
    expect(paid.reduce((n, r) => n + (r.seats ?? 0), 0)).toBeLessThanOrEqual(CAPACITY)
    const slot = (await admin.get(`/admin/slots/${slotId}`)).data.slot
    expect(slot.held).toBe(0)
    expect(slot.booked).toBe(paid.reduce((n, r) => n + (r.seats ?? 0), 0))
    const { data: captures } = await control("events?type=payment_intent.succeeded")
    expect(captures.length).toBeGreaterThanOrEqual(paid.length)
    const perIntent = new Map<string, number>()
    for (const e of captures) perIntent.set(e.object_id, (perIntent.get(e.object_id) ?? 0) + 1)
    expect([...perIntent.values()].every((n) => n === 1)).toBe(true)
  })
})

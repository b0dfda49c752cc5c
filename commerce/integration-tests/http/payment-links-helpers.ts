import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { Locale } from "../../src/lib/i18n/messages"
import { cancelBookingWorkflow } from "../../src/workflows/booking/cancel-booking"
import type { DeskWorld } from "../desk-world"
import { DESERT_SAFARI, dayFromToday, waitFor } from "../fixtures"
import { STRIPE_TEST_URL } from "../stripe-double"

/**
 * What the payment-link spec builds and asks: pay-later orders of one or more bookings, the days
 * on sale, and the Stripe double's sessions, events and outages.
 */
export function paymentLinkHelpers({ store, container, double, booking, adminPost }: DeskWorld) {
  /** The admin sends the order's payment link (in the admin's `locale`). */
  const sendLink = (orderId: string, locale: Locale = "es", body: object = {}) =>
    adminPost(`/admin/pay-later/${orderId}/payment-link`, body, locale)

  /** A pay-later order placed in `locale`, one booking per entry of `adults` (same day, its two start times). */
  async function payLaterOrder({
    offset = 4,
    adults = [2],
    locale = "es" as Locale,
    email = "pagador@example.com",
  } = {}) {
    const lang = { "x-medusa-locale": locale }
    const region = (await store.get("/store/regions")).data.regions.find(
      (r: any) => r.currency_code === "eur",
    )
    const cartId = (await store.post("/store/carts", { region_id: region.id, email }, lang)).data
      .cart.id as string
    const day = (
      await store.get(
        `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`,
      )
    ).data
    const slotIds: string[] = []
    for (const [i, adult] of adults.entries()) {
      const slotId = day.options[0].slots[i].id as string
      const added = await store.post(
        `/store/carts/${cartId}/bookings`,
        { slot_id: slotId, travellers: { adult } },
        lang,
      )
      expect(added.status).toBe(201)
      slotIds.push(slotId)
    }
    await store.post(
      `/store/carts/${cartId}`,
      { billing_address: { first_name: "Marta", last_name: "Gil", phone: "+34611222333" } },
      lang,
    )
    await store.payLater(cartId)
    const done = await store.post(`/store/carts/${cartId}/complete-booking`, {}, lang)
    expect(done.status).toBe(200)
    const orderId = done.data.order.id as string
    const bookings = await booking().listBookings({ order_id: orderId }, { relations: ["slot"] })
    const byHold = new Map(bookings.map((b) => [b.hold_id, b]))
    const query = container().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "total", "items.total", "items.metadata"],
      filters: { id: orderId },
    })
    // What each booking is worth (cents), from the order's own lines.
    const worth = new Map<string, number>()
    for (const item of (data[0] as any).items) {
      const b = byHold.get(item.metadata?.hold_id)
      if (b) worth.set(b.id, (worth.get(b.id) ?? 0) + Math.round(Number(item.total) * 100))
    }
    const ordered = slotIds.map((slotId) => bookings.find((b) => b.slot.id === slotId)!)
    return {
      orderId,
      cartId,
      bookings: ordered.map((b) => ({ id: b.id, slotId: b.slot.id, cents: worth.get(b.id)! })),
      totalCents: Math.round(Number((data[0] as any).total) * 100),
    }
  }

  /** Days ahead (1..9) with safari slots on sale (the fixture closes one weekday and sells out another). */
  async function openDays() {
    const days: number[] = []
    for (let offset = 1; offset <= 9; offset++) {
      const day = (
        await store.get(
          `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`,
        )
      ).data
      if (day.options?.[0]?.slots?.length >= 2) days.push(offset)
    }
    return days
  }
  const session = (id: string) => double().stripe.checkout.sessions.retrieve(id)
  const payAtStripe = (id: string) =>
    fetch(`${STRIPE_TEST_URL}/_control/sessions/${id}/pay`, {
      method: "POST",
      body: JSON.stringify({ card: "4242424242424242" }),
    })
  const expiredAtStripe = (id: string) =>
    waitFor(async () => (await session(id)).status === "expired")
  async function deliver(sessionId: string, type = "checkout.session.completed") {
    const events = (await double().events(type)).filter((e) => e.object_id === sessionId)
    expect(events).toHaveLength(1)
    return (await double().control("deliver", { ids: [events[0].id] })).data[0].statuses as number[]
  }
  /**
   * Stripe cannot be reached while `change` runs (the link cannot be read or
   * expired by the subscribers reacting to it); reachable again afterwards.
   */
  async function withStripeDown(sessionId: string, change: () => Promise<unknown>) {
    await double().control("failures", {
      method: "GET",
      path: `/v1/checkout/sessions/${sessionId}`,
      status: 503,
      times: 50,
    })
    await double().control("failures", {
      method: "POST",
      path: `/v1/checkout/sessions/${sessionId}`,
      status: 503,
      times: 50,
    })
    await change()
    // The subscribers run right after the change's workflow; give them time to fail.
    await new Promise((r) => setTimeout(r, 2500))
    await double().control("failures/clear")
  }
  const orderMetadata = async (orderId: string) => {
    const [order] = await container()
      .resolve(Modules.ORDER)
      .listOrders({ id: orderId }, { select: ["id", "status", "metadata"] })
    return order
  }
  const refundedCents = async (sessionId: string) => {
    const intentId = (await double().stripe.checkout.sessions.retrieve(sessionId))
      .payment_intent as string | null
    if (!intentId) return 0
    const intent = await double().stripe.paymentIntents.retrieve(intentId, {
      expand: ["latest_charge"],
    })
    return ((intent.latest_charge as { amount_refunded?: number } | null)?.amount_refunded ??
      0) as number
  }

  /** Moves a slot's start to `seconds` (Unix time). */
  const startsAt = (slotId: string, seconds: number) =>
    booking().updateSlots({ id: slotId, starts_at: new Date(seconds * 1000) })
  /** The refund of a paid link recorded on its order (undefined until then). */
  const linkRefund = async (orderId: string) =>
    ((await orderMetadata(orderId)).metadata?.payment_link as any)?.refund
  /** The traveller (or the shop) cancels one booking of the order. */
  const cancelBooking = (bookingId: string) =>
    cancelBookingWorkflow(container()).run({ input: { booking_id: bookingId } })

  /** A link sent for the order and paid at Stripe (its webhook held). */
  async function paidLink(orderId: string) {
    const link = (await sendLink(orderId)).data.payment_link
    expect((await payAtStripe(link.id)).status).toBe(200)
    return link
  }

  return {
    sendLink,
    paidLink,
    startsAt,
    linkRefund,
    cancelBooking,
    payLaterOrder,
    openDays,
    session,
    payAtStripe,
    expiredAtStripe,
    deliver,
    withStripeDown,
    orderMetadata,
    refundedCents,
  }
}

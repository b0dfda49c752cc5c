import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Locale } from "../src/lib/i18n/messages"
import { signId } from "../src/lib/signed-token"
import { BOOKING_MODULE } from "../src/modules/booking"
import type BookingModuleService from "../src/modules/booking/service"
import { DESERT_SAFARI, dayFromToday, storeApi } from "./fixtures"
import type { startStripeDouble } from "./stripe-double"

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100)

type Http = { status: number; data: any }

/**
 * Orders on the safari (90 EUR a 2-adult booking) and Medusa's own order
 * page as a shop admin reads it, for the specs of what that page states
 * after cancellations and refunds.
 */
export function orderPageApi(ctx: {
  container: () => MedusaContainer
  store: ReturnType<typeof storeApi>
  double: () => Awaited<ReturnType<typeof startStripeDouble>>
  adminGet: (url: string) => Promise<Http>
}) {
  const { store, adminGet } = ctx
  const booking = () => ctx.container().resolve(BOOKING_MODULE) as BookingModuleService

  async function sql(text: string) {
    const pg = ctx.container().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    return (await pg.raw(text)).rows as Record<string, unknown>[]
  }
  async function waitFor<T>(
    probe: () => Promise<T | null | undefined | false>,
    ms = 20_000,
  ): Promise<T> {
    const deadline = Date.now() + ms
    for (;;) {
      const value = await probe()
      if (value) return value
      if (Date.now() > deadline) throw new Error("Timed out waiting")
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  /** What a shop admin sees on Medusa's order page: total, summary and the item list. */
  async function orderPage(orderId: string) {
    const got = await adminGet(
      `/admin/orders/${orderId}?fields=id,status,total,summary,*items,items.metadata,*credit_lines`,
    )
    expect(got.status).toBe(200)
    const o = got.data.order
    return {
      total: cents(o.total),
      current_total: cents(o.summary.current_order_total),
      paid: cents(o.summary.paid_total),
      refunded: cents(o.summary.refunded_total),
      outstanding: cents(o.summary.pending_difference),
      lines: (o.items ?? [])
        .map((i: any) => ({
          title: String(i.title),
          quantity: Number(i.quantity),
          total: cents(i.total),
          hold: (i.metadata?.hold_id as string | undefined) ?? null,
        }))
        .sort((a: any, b: any) => a.title.localeCompare(b.title) || a.total - b.total),
      credits: (o.credit_lines ?? []).map((c: any) => cents(c.amount)),
    }
  }

  /** A cart (in `locale`) with one 2-adult safari booking per entry: `offset` days ahead, first or second departure. */
  async function cartOf(
    email: string,
    bookings: { offset: number; slotIndex?: number }[],
    locale: Locale = "es",
  ) {
    const lang = { "x-medusa-locale": locale }
    const cartId = await store.newCart(email)
    for (const b of bookings) {
      const day = (
        await store.get(
          `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(b.offset)}`,
        )
      ).data
      const added = await store.post(
        `/store/carts/${cartId}/bookings`,
        { slot_id: day.options[0].slots[b.slotIndex ?? 0].id, travellers: { adult: 2 } },
        lang,
      )
      expect(added.status).toBe(201)
    }
    await store.post(
      `/store/carts/${cartId}`,
      { billing_address: { first_name: "Marta", last_name: "Gil" } },
      lang,
    )
    return { cartId, lang }
  }

  /** The order's bookings, in the order they were added. */
  async function bookingsOf(orderId: string) {
    return booking().listBookings({ order_id: orderId }, { order: { created_at: "ASC" } })
  }

  /** A card order (90 EUR a booking), paid and settled. */
  async function cardOrder(
    email: string,
    bookings: { offset: number; slotIndex?: number }[],
    locale: Locale = "es",
  ) {
    const { cartId, lang } = await cartOf(email, bookings, locale)
    const started = await store.post(`/store/carts/${cartId}/card-payment`, {}, lang)
    expect(started.status).toBe(200)
    const sessionId: string = started.data.card_payment.checkout_session_id
    expect(
      (await ctx.double().control(`sessions/${sessionId}/pay`, { card: "4242 4242 4242 4242" }))
        .outcome,
    ).toBe("succeeded")
    const orderId = await waitFor(async () => {
      const [row] = await sql(`SELECT order_id FROM order_cart WHERE cart_id = '${cartId}'`)
      if (!row) return null
      const page = await orderPage(String(row.order_id))
      return page.paid > 0 ? String(row.order_id) : null
    })
    return { orderId, bookings: await bookingsOf(orderId) }
  }

  /** A pay-later order (nothing captured). */
  async function payLaterOrder(email: string, bookings: { offset: number }[]) {
    const { cartId, lang } = await cartOf(email, bookings)
    await store.payLater(cartId)
    const done = await store.post(`/store/carts/${cartId}/complete-booking`, {}, lang)
    expect(done.status).toBe(200)
    const orderId = done.data.order.id as string
    return { orderId, bookings: await bookingsOf(orderId) }
  }

  const travellerCancels = async (bookingId: string) => {
    const done = await store.post(`/store/vouchers/${signId("voucher", bookingId)}/cancel`)
    expect(done.status === 200 ? 200 : done.data).toBe(200)
    return done.data.cancellation
  }
  async function paymentOf(orderId: string) {
    const query = ctx.container().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ["payment_collections.payments.id", "payment_collections.payments.captured_at"],
      filters: { id: orderId },
    })
    return (data[0].payment_collections ?? [])
      .flatMap((c: any) => c.payments ?? [])
      .find((p: any) => p.captured_at).id as string
  }
  async function reasonId(code: string) {
    const reasons = (await adminGet(`/admin/refund-reasons?limit=50`)).data.refund_reasons
    return reasons.find((r: any) => r.code === code).id as string
  }
  return {
    sql,
    waitFor,
    orderPage,
    cardOrder,
    payLaterOrder,
    travellerCancels,
    paymentOf,
    reasonId,
  }
}

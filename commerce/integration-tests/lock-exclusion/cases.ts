import { bookingReference, signId } from "../../src/lib/signed-token"
import { DESERT_SAFARI, dayFromToday, type storeApi } from "../fixtures"
import type { startStripeDouble } from "../stripe-double"
import { orderMakers } from "./order-makers"

export { orderMakers, waitFor } from "./order-makers"

export type Res = { status: number; data: any }
export type Order = { orderId: string; bookingId: string; cartId: string; offset: number }
export type Ctx = Order & { extra?: Record<string, string> }

/** A lock-taking workflow as a traveller, an operator or Stripe starts it. */
export type LockCase = {
  name: string
  /** The lock the workflow must take: the order's, or the cart's. */
  lock: "order" | "cart"
  setup: () => Promise<Ctx>
  /** The request (a payment at Stripe, whose webhook settles the payment link). */
  run: (ctx: Ctx) => Promise<Res>
  /** What a user would see once it ran: true when its write is there. */
  done: (ctx: Ctx) => Promise<boolean>
  /** Takes its lock without waiting: a 409 while it is held, then a retry succeeds. */
  noWait?: boolean
  /** Answers before its work is done (a webhook): only the effect tells. */
  answersFirst?: boolean
}

export type Tools = {
  store: ReturnType<typeof storeApi>
  adminPost: (url: string, body?: object) => Promise<Res>
  adminGet: (url: string) => Promise<Res>
  double: () => Awaited<ReturnType<typeof startStripeDouble>>
  sql: (text: string, bindings?: string[]) => Promise<Record<string, any>[]>
}

/**
 * Every lock-taking money or seat workflow (lock-exclusion.spec.ts): how to
 * make what it works on (a card or pay-later order, an open cart), start it
 * through its HTTP route, and see that it ran.
 */
export function lockCases(t: Tools): LockCase[] {
  const { store, adminPost, adminGet, sql } = t
  const { bookingRow, payments, lines, slots, cardOrder, payLaterOrder, openCart } = orderMakers(t)
  const cancelled = async (ctx: Ctx) => (await bookingRow(ctx.bookingId)).status === "cancelled"
  const refunded = async (ctx: Ctx) => (await payments(ctx.orderId)).some((p) => p.refunds > 0)
  const captured = async (ctx: Ctx) => (await payments(ctx.orderId)).some((p) => p.captured_at)

  /** A refund from Medusa's payment section, with one of the lifecycle's two reasons. */
  const refundCase = (
    code: "goodwill" | "cancel_bookings",
    amount: number,
    done: LockCase["done"],
  ): LockCase => ({
    name: `${code} refund (Medusa's payment refund)`,
    lock: "order",
    setup: async () => {
      const order = await cardOrder()
      const reasons = (await adminGet(`/admin/refund-reasons?limit=50`)).data.refund_reasons
      const payment = (await payments(order.orderId)).find((p) => p.captured_at)!
      const reason = reasons.find((r: any) => r.code === code).id
      return { ...order, extra: { paymentId: payment.id, reason } }
    },
    run: (c) =>
      adminPost(`/admin/payments/${c.extra!.paymentId}/refund`, {
        amount,
        refund_reason_id: c.extra!.reason,
      }),
    done,
  })

  return [
    {
      name: "desk cancel",
      lock: "order",
      setup: () => cardOrder(),
      run: (c) =>
        adminPost(`/admin/bookings/${c.bookingId}/cancel`, { refund: "full", reason: "Viento" }),
      done: cancelled,
    },
    refundCase("goodwill", 10, refunded),
    refundCase("cancel_bookings", 90, cancelled),
    {
      name: "Medusa's cancel order",
      lock: "order",
      setup: () => cardOrder(),
      run: (c) => adminPost(`/admin/orders/${c.orderId}/cancel`, {}),
      done: cancelled,
    },
    {
      name: "pay-later cancel",
      lock: "order",
      setup: () => payLaterOrder(),
      run: (c) => adminPost(`/admin/pay-later/${c.orderId}/cancel`, {}),
      done: cancelled,
    },
    {
      name: "traveller's self-service cancel (voucher)",
      lock: "order",
      setup: () => cardOrder(4),
      run: (c) => store.post(`/store/vouchers/${signId("voucher", c.bookingId)}/cancel`),
      done: cancelled,
    },
    {
      name: "departure cancel",
      lock: "order",
      setup: () => cardOrder(),
      run: (c) =>
        adminPost(`/admin/experiences/${DESERT_SAFARI.handle}/departures`, {
          date: dayFromToday(c.offset),
          option_code: "shared",
          local_time: "06:00",
        }),
      done: cancelled,
    },
    {
      name: "check-in",
      lock: "order",
      setup: () => cardOrder(),
      run: (c) =>
        adminPost("/admin/manifest/check-in", {
          reference: bookingReference(c.bookingId),
          date: dayFromToday(c.offset),
        }),
      done: async (c) => !!(await bookingRow(c.bookingId)).checked_in_at,
    },
    {
      name: "mark paid",
      lock: "order",
      setup: () => payLaterOrder(),
      run: (c) =>
        adminPost(`/admin/bookings/${c.bookingId}/mark-paid`, {
          method: "cash",
          reference: "R-1",
        }),
      done: captured,
    },
    {
      name: "change booking",
      lock: "order",
      noWait: true,
      setup: async () => {
        const order = await cardOrder()
        return { ...order, extra: { slotId: (await slots(order.offset))[1].id } }
      },
      run: (c) => adminPost(`/admin/bookings/${c.bookingId}/change`, { slot_id: c.extra!.slotId }),
      done: async (c) => (await bookingRow(c.bookingId)).slot_id === c.extra!.slotId,
    },
    {
      name: "payment link send",
      lock: "order",
      setup: () => payLaterOrder(),
      run: (c) => adminPost(`/admin/pay-later/${c.orderId}/payment-link`, {}),
      done: async (c) =>
        !!(
          await t.sql(`SELECT metadata->'payment_link' AS link FROM "order" WHERE id = ?`, [
            c.orderId,
          ])
        )[0]?.link,
    },
    {
      name: "payment link settle",
      lock: "order",
      answersFirst: true,
      setup: async () => {
        const order = await payLaterOrder()
        const sent = await adminPost(`/admin/pay-later/${order.orderId}/payment-link`, {})
        expect(sent.status).toBe(200)
        return { ...order, extra: { linkId: sent.data.payment_link.id } }
      },
      run: async (c) => {
        await t.double().control(`sessions/${c.extra!.linkId}/pay`, { card: "4242424242424242" })
        return { status: 200, data: null }
      },
      done: captured,
    },
    {
      name: "cart add",
      lock: "cart",
      setup: async () => ({
        ...(await openCart()),
        extra: { slotId: (await slots(2))[1].id },
      }),
      run: (c) =>
        store.post(`/store/carts/${c.cartId}/bookings`, {
          slot_id: c.extra!.slotId,
          travellers: { adult: 1 },
        }),
      done: async (c) => (await lines(c.cartId)) > 2,
    },
    {
      name: "cart update",
      lock: "cart",
      setup: () => openCart(),
      run: (c) =>
        store.post(`/store/carts/${c.cartId}/bookings/${c.extra!.holdId}`, {
          travellers: { adult: 3 },
        }),
      done: async (c) => (await lines(c.cartId)) === 3,
    },
    {
      name: "cart remove",
      lock: "cart",
      setup: () => openCart(),
      run: (c) => store.del(`/store/carts/${c.cartId}/bookings/${c.extra!.holdId}`),
      done: async (c) => (await lines(c.cartId)) === 0,
    },
    {
      name: "card payment start",
      lock: "cart",
      setup: () => openCart(),
      run: (c) => store.post(`/store/carts/${c.cartId}/card-payment`, {}),
      done: async (c) =>
        (
          await sql(
            `SELECT 1 FROM cart_payment_collection cpc
                 JOIN payment_session s ON s.payment_collection_id = cpc.payment_collection_id
                WHERE cpc.cart_id = ? AND s.deleted_at IS NULL`,
            [c.cartId],
          )
        ).length > 0,
    },
  ]
}

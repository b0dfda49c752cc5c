import { DESERT_SAFARI, dayFromToday } from "../fixtures"
import type { Ctx, Order, Tools } from "./cases"

/** Polls `probe` every 200 ms until it gives a value (at most `ms`). */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error("Timed out waiting")
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** What the lock tests work on: card and pay-later orders, an open cart, and what they hold. */
export function orderMakers(t: Tools) {
  const { store, sql } = t
  const bookingRow = async (id: string) =>
    (await sql(`SELECT status, checked_in_at, slot_id FROM booking WHERE id = ?`, [id]))[0]
  async function payments(orderId: string) {
    return sql(
      `SELECT p.id, p.provider_id, p.captured_at,
                (SELECT count(*)::int FROM refund r WHERE r.payment_id = p.id AND r.deleted_at IS NULL) AS refunds
           FROM order_payment_collection opc
           JOIN payment p ON p.payment_collection_id = opc.payment_collection_id AND p.deleted_at IS NULL
          WHERE opc.order_id = ? AND opc.deleted_at IS NULL`,
      [orderId],
    )
  }
  const lines = async (cartId: string) =>
    (
      await sql(
        `SELECT coalesce(sum(quantity), 0)::int AS n FROM cart_line_item WHERE cart_id = ? AND deleted_at IS NULL`,
        [cartId],
      )
    )[0].n as number
  const slots = async (offset: number) =>
    (
      await store.get(
        `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`,
      )
    ).data.options[0].slots as { id: string }[]

  async function readyCart(offset: number) {
    const { cartId, holdId } = await store.cartWithBooking({ adult: 2 }, { offset })
    await store.post(`/store/carts/${cartId}`, {
      email: "viajera@example.com",
      billing_address: { first_name: "Marta", last_name: "Gil" },
    })
    return { cartId, holdId }
  }
  async function placed(cartId: string, offset: number): Promise<Order> {
    return waitFor(async () => {
      const [row] = await sql(
        `SELECT x.order_id, b.id AS booking_id FROM order_cart x JOIN booking b ON b.order_id = x.order_id
            WHERE x.cart_id = ? AND x.deleted_at IS NULL`,
        [cartId],
      )
      if (!row || !(await payments(row.order_id)).length) return null
      return { orderId: String(row.order_id), bookingId: String(row.booking_id), cartId, offset }
    })
  }
  /** A card order of 2 adults (90 EUR) paid at the Stripe double and settled. */
  async function cardOrder(offset = 3): Promise<Ctx> {
    const { cartId } = await readyCart(offset)
    const started = await store.post(`/store/carts/${cartId}/card-payment`, {})
    expect(started.status).toBe(200)
    const sessionId: string = started.data.card_payment.checkout_session_id
    await t.double().control(`sessions/${sessionId}/pay`, { card: "4242 4242 4242 4242" })
    const order = await placed(cartId, offset)
    await waitFor(async () => (await payments(order.orderId)).some((p) => p.captured_at))
    return order
  }
  async function payLaterOrder(offset = 3): Promise<Ctx> {
    const { cartId } = await readyCart(offset)
    await store.payLater(cartId)
    expect((await store.post(`/store/carts/${cartId}/complete-booking`, {})).status).toBe(200)
    return placed(cartId, offset)
  }
  async function openCart(): Promise<Ctx> {
    const { cartId, holdId } = await readyCart(2)
    return { cartId, orderId: "", bookingId: "", offset: 2, extra: { holdId } }
  }
  return { bookingRow, payments, lines, slots, cardOrder, payLaterOrder, openCart }
}

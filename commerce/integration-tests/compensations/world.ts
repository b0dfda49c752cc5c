import { Modules } from "@medusajs/framework/utils"
import { DESERT_SAFARI, dayFromToday } from "../fixtures"
import type { World } from "./harness"

/** What a traveller sees of a slot: its capacity, seats held and booked, open or closed. */
export const seats = (w: World, slotId: string) =>
  w
    .sql(`SELECT capacity, held, booked, status, deleted_at FROM slot WHERE id = ?`, [slotId])
    .then((rows) => rows[0])

/** A cart's holds: their status and seats. */
export const cartHolds = (w: World, cartId: string) =>
  w.sql(`SELECT id, status, seats, slot_id FROM hold WHERE cart_id = ? ORDER BY id`, [cartId])

/** A cart's live holds: the seats it keeps (released or lapsed holds keep none). */
export const liveHolds = (w: World, cartId: string) =>
  w.sql(`SELECT id, seats, slot_id FROM hold WHERE cart_id = ? AND status = 'active' ORDER BY id`, [
    cartId,
  ])

/** A cart's lines as its page lists them. */
export const cartLines = (w: World, cartId: string) =>
  w.sql(
    `SELECT id, variant_id, quantity, unit_price FROM cart_line_item
      WHERE cart_id = ? AND deleted_at IS NULL ORDER BY id`,
    [cartId],
  )

/** An order's bookings: status, seats, slot, party and check-in. */
export const orderBookings = (w: World, orderId: string) =>
  w.sql(
    `SELECT id, status, seats, slot_id, travellers, checked_in_at, checked_in_by
       FROM booking WHERE order_id = ? ORDER BY id`,
    [orderId],
  )

/** The cart facts the add-lines steps take. */
export async function cartFacts(w: World, cartId: string) {
  const cart = await w.container.resolve(Modules.CART).retrieveCart(cartId)
  return {
    id: cart.id,
    currency_code: cart.currency_code,
    region_id: cart.region_id ?? null,
    customer_id: cart.customer_id ?? null,
  }
}

/** The safari's shared-option slot `slotIndex` on the day `offset` days ahead. */
export async function safariSlot(w: World, offset = 2, slotIndex = 0) {
  const day = (
    await w.store.get(
      `/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`,
    )
  ).data
  return day.options[0].slots[slotIndex].id as string
}

/** A pay-later order of 2 adults on the safari, `offset` days ahead, placed through the Store API. */
export async function payLaterOrder(w: World, offset = 3) {
  const { cartId, slotId, holdId } = await w.store.cartWithBooking({ adult: 2 }, { offset })
  await w.store.post(`/store/carts/${cartId}`, {
    email: "viajera@example.com",
    billing_address: { first_name: "Marta", last_name: "Gil" },
  })
  await w.store.payLater(cartId)
  const done = await w.store.post(`/store/carts/${cartId}/complete-booking`, {})
  if (done.status !== 200) throw new Error(`complete-booking: ${JSON.stringify(done.data)}`)
  const orderId = done.data.order.id as string
  const [row] = await w.booking().listBookings({ order_id: orderId })
  return { orderId, cartId, slotId, holdId, bookingId: row.id as string }
}

/** A pay-later order whose bookings are taken back into live holds: the state a died completion leaves. */
export async function unbookedOrder(w: World) {
  const order = await payLaterOrder(w)
  await w.booking().revertOrderBookings(order.orderId)
  return order
}

/** Can someone else take this lock now? (Takes and gives it back at once.) */
export async function lockFree(w: World, key: string) {
  const locking = w.container.resolve(Modules.LOCKING)
  try {
    await locking.acquire(key, { expire: 5, ownerId: "compensation-test-probe" })
  } catch {
    return false
  }
  await locking.release(key, { ownerId: "compensation-test-probe" })
  return true
}

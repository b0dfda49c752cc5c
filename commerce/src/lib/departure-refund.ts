import type { MedusaContainer } from "@medusajs/framework/types"
import { bookingCancellation, type BookingCancellation } from "./booking-cancellation"
import { readOrderMoney } from "./order-money"

export type DepartureRefund = BookingCancellation & {
  /** What cancelling the departure gives this booking back (major units). */
  refund_now: number
}

/**
 * What cancelling a departure gives each booking back, in the order the
 * cancellation takes them: everything paid for the booking (the operator
 * cancels: no penalty), but never more than its order's payments still keep
 * (captured less refunded), which the one refund workflow caps at too. A
 * goodwill refund given before, or another booking of the same order taken
 * first, leaves less. The departure's preview and its cancellation read the
 * same figure from here.
 */
export async function departureRefunds(
  container: MedusaContainer,
  bookingIds: string[],
): Promise<DepartureRefund[]> {
  const rows = await Promise.all(bookingIds.map((id) => bookingCancellation(container, id)))
  const left = new Map<string, number>()
  for (const orderId of new Set(rows.map((r) => r.order_id))) {
    const money = await readOrderMoney(container, orderId)
    left.set(orderId, Math.round((money?.kept ?? 0) * 100))
  }
  return rows.map((row) => {
    const kept = left.get(row.order_id) ?? 0
    const cents = Math.max(0, Math.min(Math.round(row.paid * 100), kept))
    left.set(row.order_id, kept - cents)
    return { ...row, refund_now: cents / 100 }
  })
}

import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"

/** A booking whose seats went back to its slot. */
export type CancelledBookingRow = { id: string; slot_id: string; seats: number }

/**
 * Cancels a confirmed booking and gives its seats back to the slot, in one
 * statement: a second call (or a concurrent one) finds nothing to cancel and
 * returns null, so seats are never given back twice.
 */
export async function cancelBooking(
  manager: EntityManager,
  bookingId: string,
): Promise<CancelledBookingRow | null> {
  const rows = (await manager.execute(
    `WITH cancelled AS (
       UPDATE booking SET status = 'cancelled', updated_at = now()
        WHERE id = ? AND status = 'confirmed' AND deleted_at IS NULL
        RETURNING id, slot_id, seats),
     freed AS (
       UPDATE slot s SET booked = s.booked - c.seats, updated_at = now()
         FROM cancelled c WHERE s.id = c.slot_id RETURNING s.id)
     SELECT c.id, c.slot_id, c.seats FROM cancelled c`,
    [bookingId],
  )) as CancelledBookingRow[]
  return rows[0] ?? null
}

/**
 * Undoes `cancelBooking` (a failed cancellation workflow): the booking takes
 * its seats again only if they are still free; the slot's CHECK constraint
 * refuses an overbooking. Returns whether the booking is confirmed again.
 */
export async function restoreBooking(manager: EntityManager, bookingId: string): Promise<boolean> {
  const rows = (await manager.execute(
    `WITH restored AS (
       UPDATE booking b SET status = 'confirmed', updated_at = now()
         FROM slot s
        WHERE b.id = ? AND b.status = 'cancelled' AND s.id = b.slot_id
          AND s.held + s.booked + b.seats <= s.capacity
        RETURNING b.id, b.slot_id, b.seats),
     taken AS (
       UPDATE slot s SET booked = s.booked + r.seats, updated_at = now()
         FROM restored r WHERE s.id = r.slot_id RETURNING s.id)
     SELECT id FROM restored`,
    [bookingId],
  )) as { id: string }[]
  return rows.length > 0
}

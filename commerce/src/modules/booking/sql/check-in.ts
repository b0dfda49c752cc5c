import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"

/** What check-in needs of the booking a voucher reference names (the id's last 8 characters). */
export type CheckInFacts = {
  id: string
  order_id: string
  status: "confirmed" | "cancelled"
  checked_in_at: Date | null
  checked_in_by: string | null
  local_date: string
  starts_at: Date
  timezone: string
}

/** The bookings whose id ends with a reference's 8 characters (two: the caller refuses an ambiguous one). */
export async function checkInFacts(
  manager: EntityManager,
  suffix: string,
): Promise<CheckInFacts[]> {
  return manager.execute(
    `SELECT b.id, b.order_id, b.status, b.checked_in_at, b.checked_in_by, s.local_date, s.starts_at, s.timezone
       FROM booking b JOIN slot s ON s.id = b.slot_id
      WHERE upper(right(b.id, 8)) = ? AND b.deleted_at IS NULL
      LIMIT 2`,
    [suffix],
  )
}

/**
 * Marks a confirmed booking as used by an admin, once: of two scans at the
 * same moment only one changes the row; the other finds it checked in.
 */
export async function checkInBy(
  manager: EntityManager,
  bookingId: string,
  actor: string | null,
): Promise<Date | null> {
  const rows: { checked_in_at: Date }[] = await manager.execute(
    `UPDATE booking SET checked_in_at = now(), checked_in_by = ?, updated_at = now()
      WHERE id = ? AND status = 'confirmed' AND checked_in_at IS NULL AND deleted_at IS NULL
      RETURNING checked_in_at`,
    [actor, bookingId],
  )
  return rows[0]?.checked_in_at ?? null
}

/**
 * Undoes a check-in, recording who and when; answers what it undid (for the
 * compensation), or null when the booking was not checked in.
 */
export async function undoCheckInBy(
  manager: EntityManager,
  bookingId: string,
  actor: string | null,
): Promise<{ checked_in_at: Date; checked_in_by: string | null; undone_at: Date } | null> {
  const rows: { checked_in_at: Date; checked_in_by: string | null; undone_at: Date }[] =
    await manager.execute(
      `UPDATE booking b
        SET checked_in_at = NULL, checked_in_by = NULL,
            check_in_undone_at = now(), check_in_undone_by = ?, updated_at = now()
       FROM (SELECT id, checked_in_at, checked_in_by FROM booking WHERE id = ? FOR UPDATE) old
      WHERE b.id = old.id AND old.checked_in_at IS NOT NULL AND b.deleted_at IS NULL
      RETURNING old.checked_in_at, old.checked_in_by, b.check_in_undone_at AS undone_at`,
      [actor, bookingId],
    )
  return rows[0] ?? null
}

/** Puts a check-in back as it was (compensation of an undo). */
export async function restoreCheckIn(
  manager: EntityManager,
  bookingId: string,
  was: { checked_in_at: Date; checked_in_by: string | null },
) {
  await manager.execute(
    `UPDATE booking SET checked_in_at = ?, checked_in_by = ?, check_in_undone_at = NULL, check_in_undone_by = NULL,
            updated_at = now()
      WHERE id = ? AND checked_in_at IS NULL`,
    [was.checked_in_at, was.checked_in_by, bookingId],
  )
}

/** A slot of the day's manifest: seats against capacity, and its live holds. */
export type ManifestSlotRow = {
  slot_id: string
  product_id: string
  handle: string
  option_code: string
  option_title: { es?: string; en?: string }
  local_time: string
  starts_at: Date
  timezone: string
  capacity: number
  held: number
  booked: number
  status: "open" | "closed"
  holds: { hold_id: string; cart_id: string; seats: number; since: string; until: string }[]
}

/**
 * The slots of a local date (optionally of one experience) with their seats
 * and active holds: every slot of the experience when one is asked for,
 * else only the slots someone booked or holds (a whole catalogue's empty
 * slots would bury the day's departures).
 */
export async function manifestSlots(
  manager: EntityManager,
  input: { date: string; product_id?: string },
): Promise<ManifestSlotRow[]> {
  return manager.execute(
    `SELECT s.id AS slot_id, s.product_id, e.handle, s.option_code, o.title AS option_title, s.local_time,
            s.starts_at, s.timezone, s.capacity, s.held, s.booked, s.status,
            COALESCE((SELECT json_agg(json_build_object(
                        'hold_id', h.id, 'cart_id', h.cart_id, 'seats', h.seats,
                        'since', h.created_at, 'until', h.expires_at)
                      ORDER BY h.created_at)
                        FROM hold h
                       WHERE h.slot_id = s.id AND h.status = 'active' AND h.deleted_at IS NULL), '[]') AS holds
       FROM slot s
       JOIN experience_option o ON o.id = s.option_id
       JOIN experience e ON e.id = o.experience_id
      WHERE s.local_date = ? AND s.deleted_at IS NULL
        ${
          input.product_id
            ? "AND s.product_id = ?"
            : "AND (s.booked > 0 OR s.held > 0 OR EXISTS (SELECT 1 FROM booking b WHERE b.slot_id = s.id AND b.deleted_at IS NULL))"
        }
      ORDER BY s.starts_at, e.handle, s.option_code`,
    [input.date, ...(input.product_id ? [input.product_id] : [])],
  )
}

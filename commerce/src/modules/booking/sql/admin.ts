import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"

/** One slot as the admin's calendar shows it. */
export type CalendarSlot = {
  id: string
  option_code: string
  schedule_id: string | null
  local_date: string
  local_time: string
  starts_at: Date
  capacity: number
  held: number
  booked: number
  status: "open" | "closed"
}

/** Every slot of an experience between two local dates (inclusive), optionally of one option. */
export async function calendarSlots(
  manager: EntityManager,
  input: { product_id: string; from: string; to: string; option_code?: string },
): Promise<CalendarSlot[]> {
  return manager.execute(
    `SELECT id, option_code, schedule_id, local_date, local_time, starts_at, capacity, held, booked, status
       FROM slot
      WHERE product_id = ? AND local_date BETWEEN ? AND ? AND deleted_at IS NULL
        ${input.option_code ? "AND option_code = ?" : ""}
      ORDER BY local_date, local_time, option_code`,
    [input.product_id, input.from, input.to, ...(input.option_code ? [input.option_code] : [])],
  )
}

/**
 * After a weekly schedule changed: removes its future slots that the rule no
 * longer describes, only while nobody holds or booked a seat on them (those
 * stay, for the admin to close or keep). Returns the removed slots' ids so a
 * compensation can bring them back.
 */
export async function pruneScheduleSlots(
  manager: EntityManager,
  scheduleId: string,
): Promise<string[]> {
  const rows: { id: string }[] = await manager.execute(
    `UPDATE slot s SET deleted_at = now(), updated_at = now()
       FROM schedule sc
      WHERE sc.id = ? AND s.schedule_id = sc.id AND s.deleted_at IS NULL
        AND s.starts_at > now() AND s.held = 0 AND s.booked = 0
        AND NOT (
          sc.deleted_at IS NULL
          AND sc.weekdays -> 'items' @> to_jsonb(extract(dow FROM s.local_date::date)::int)
          AND sc.start_times -> 'items' @> to_jsonb(s.local_time)
          AND s.local_date >= sc.valid_from
          AND (sc.valid_to IS NULL OR s.local_date <= sc.valid_to)
          AND s.ends_at - s.starts_at = make_interval(mins => sc.duration_minutes)
        )
      RETURNING s.id`,
    [scheduleId],
  )
  return rows.map((r) => r.id)
}

/** Brings back slots `pruneScheduleSlots` removed (compensation). */
export async function restoreSlots(manager: EntityManager, ids: string[]) {
  if (!ids.length) return
  await manager.execute(`UPDATE slot SET deleted_at = NULL, updated_at = now() WHERE id IN (?)`, [
    ids,
  ])
}

/** Removes a one-off slot nobody took a seat on (compensation of its creation). */
export async function removeEmptySlot(manager: EntityManager, id: string) {
  await manager.execute(
    `UPDATE slot SET deleted_at = now(), updated_at = now() WHERE id = ? AND held = 0 AND booked = 0`,
    [id],
  )
}

/** Sets the status of slots by id (compensation of a closure: each back to what it was). */
export async function setSlotsStatus(
  manager: EntityManager,
  ids: string[],
  status: "open" | "closed",
) {
  if (!ids.length) return
  await manager.execute(`UPDATE slot SET status = ?, updated_at = now() WHERE id IN (?)`, [
    status,
    ids,
  ])
}

/** A booking on the day's manifest, before the order's facts are added. */
export type ManifestRow = {
  booking_id: string
  order_id: string
  status: "confirmed" | "cancelled"
  seats: number
  travellers: Record<string, number> | null
  extras: { items?: { code: string; quantity: number }[] } | null
  pickup_point_id: string | null
  checked_in_at: Date | null
  slot_id: string
  local_date: string
  local_time: string
  option_code: string
  option_title: { es?: string; en?: string }
  extras_catalogue: { items?: { code: string; title: { es?: string; en?: string } }[] }
  product_id: string
  handle: string
  pickup_points: {
    items?: {
      id: string
      name: string
      address?: string
      time?: string
      minutes_before_start?: number
    }[]
  }
  starts_at: Date
  timezone: string
  start_time: string | null
}

/** Every booking (confirmed or cancelled) on slots of a local date, optionally of one experience. */
export async function manifestRows(
  manager: EntityManager,
  input: { date: string; product_id?: string },
): Promise<ManifestRow[]> {
  return manager.execute(
    `SELECT b.id AS booking_id, b.order_id, b.status, b.seats, b.travellers, b.extras, b.pickup_point_id,
            b.checked_in_at, s.id AS slot_id, s.local_date, s.local_time, s.option_code,
            o.title AS option_title, o.extras AS extras_catalogue, s.product_id, e.handle, e.pickup_points,
            s.starts_at, s.timezone, e.start_time
       FROM booking b
       JOIN slot s ON s.id = b.slot_id
       JOIN experience_option o ON o.id = s.option_id
       JOIN experience e ON e.id = o.experience_id
      WHERE s.local_date = ? AND b.deleted_at IS NULL
        ${input.product_id ? "AND s.product_id = ?" : ""}
      ORDER BY s.starts_at, e.handle, s.option_code, b.created_at`,
    [input.date, ...(input.product_id ? [input.product_id] : [])],
  )
}

/** The booking a voucher reference (`SND-` and the id's last 8 characters) names. */
export async function bookingByReference(manager: EntityManager, suffix: string) {
  const rows: { id: string; status: string; checked_in_at: Date | null; local_date: string }[] =
    await manager.execute(
      `SELECT b.id, b.status, b.checked_in_at, s.local_date
         FROM booking b JOIN slot s ON s.id = b.slot_id
        WHERE upper(right(b.id, 8)) = ? AND b.deleted_at IS NULL
        LIMIT 2`,
      [suffix],
    )
  return rows
}

/**
 * Marks a confirmed booking as used, once: of two scans at the same moment
 * only one changes the row; the other finds it checked in already.
 */
export async function checkIn(manager: EntityManager, bookingId: string): Promise<Date | null> {
  const rows: { checked_in_at: Date }[] = await manager.execute(
    `UPDATE booking SET checked_in_at = now(), updated_at = now()
      WHERE id = ? AND status = 'confirmed' AND checked_in_at IS NULL AND deleted_at IS NULL
      RETURNING checked_in_at`,
    [bookingId],
  )
  return rows[0]?.checked_in_at ?? null
}

/** Undoes a check-in (compensation): not checked in, by nobody (a check-in is only made on a booking that was not). */
export async function undoCheckIn(manager: EntityManager, bookingId: string) {
  await manager.execute(
    `UPDATE booking SET checked_in_at = NULL, checked_in_by = NULL, updated_at = now() WHERE id = ?`,
    [bookingId],
  )
}

/** Orders with confirmed bookings whose first booking falls between two local dates, earliest first. */
export async function ordersByFirstBooking(
  manager: EntityManager,
  input: { from: string; to: string; limit: number },
): Promise<
  { order_id: string; first_date: string; first_time: string; bookings: number; seats: number }[]
> {
  return manager.execute(
    `SELECT order_id, first_date, first_time, bookings, seats FROM (
       SELECT b.order_id,
              (array_agg(s.local_date ORDER BY s.starts_at))[1] AS first_date,
              (array_agg(s.local_time ORDER BY s.starts_at))[1] AS first_time,
              min(s.starts_at) AS first_start,
              count(*)::int AS bookings, sum(b.seats)::int AS seats
         FROM booking b JOIN slot s ON s.id = b.slot_id
        WHERE b.status = 'confirmed' AND b.deleted_at IS NULL
        GROUP BY b.order_id) o
      WHERE first_date BETWEEN ? AND ?
      ORDER BY first_start, order_id
      LIMIT ?`,
    [input.from, input.to, input.limit],
  )
}

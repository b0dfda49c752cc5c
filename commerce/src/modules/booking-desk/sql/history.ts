import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"

export type BookingEventInput = {
  order_id: string
  booking_id?: string | null
  action: string
  actor_id?: string | null
  /** Once-only key: a second line with the same key is not written. */
  key?: string | null
  data?: Record<string, unknown> | null
}

export type BookingEventRow = {
  id: string
  order_id: string
  booking_id: string | null
  action: string
  actor_id: string | null
  data: Record<string, unknown> | null
  created_at: Date
}

/** Writes history lines; a line whose key was written before is skipped. Returns the ids written. */
export async function recordEvents(
  manager: EntityManager,
  id: () => string,
  events: BookingEventInput[],
) {
  const written: string[] = []
  for (const e of events) {
    const rows: { id: string }[] = await manager.execute(
      `INSERT INTO booking_event (id, order_id, booking_id, action, actor_id, key, data)
       VALUES (?, ?, ?, ?, ?, ?, ?::jsonb)
       ON CONFLICT (key) WHERE deleted_at IS NULL AND key IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        id(),
        e.order_id,
        e.booking_id ?? null,
        e.action,
        e.actor_id ?? null,
        e.key ?? null,
        e.data ? JSON.stringify(e.data) : null,
      ],
    )
    if (rows[0]) written.push(rows[0].id)
  }
  return written
}

/** Removes history lines (compensation of their writing). */
export async function removeEvents(manager: EntityManager, ids: string[]) {
  if (!ids.length) return
  await manager.execute(`DELETE FROM booking_event WHERE id IN (?)`, [ids])
}

/** A booking's history, oldest first: its own lines and its order's (booking_id null). */
export async function bookingHistory(
  manager: EntityManager,
  orderId: string,
  bookingId: string,
): Promise<BookingEventRow[]> {
  return manager.execute(
    `SELECT id, order_id, booking_id, action, actor_id, data, created_at FROM booking_event
      WHERE order_id = ? AND (booking_id = ? OR booking_id IS NULL) AND deleted_at IS NULL
      ORDER BY created_at, id`,
    [orderId, bookingId],
  )
}

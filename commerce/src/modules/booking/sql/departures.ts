import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"

/** A confirmed booking on a departure's slot. */
export type DepartureBooking = {
  id: string
  order_id: string
  seats: number
  travellers: Record<string, number> | null
  slot_id: string
  local_date: string
  local_time: string
  option_code: string
  starts_at: Date
  timezone: string
}

/** The confirmed bookings on these slots, earliest departure first. */
export async function bookingsOnSlots(
  manager: EntityManager,
  slotIds: string[],
): Promise<DepartureBooking[]> {
  if (!slotIds.length) return []
  return manager.execute(
    `SELECT b.id, b.order_id, b.seats, b.travellers, b.slot_id, s.local_date, s.local_time, s.option_code,
            s.starts_at, s.timezone
       FROM booking b JOIN slot s ON s.id = b.slot_id
      WHERE b.slot_id IN (?) AND b.status = 'confirmed' AND b.deleted_at IS NULL
      ORDER BY s.starts_at, s.option_code, b.created_at`,
    [slotIds],
  )
}

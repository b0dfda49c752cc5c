import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"

/*
 * What travellers and the booking routes read of slots: a month's days, a day's slots, a slot
 * with its option and experience. The writes (generation, capacity, one-off slots) are in
 * slots.ts.
 */

export type DayAvailability = {
  date: string
  status: "available" | "sold_out" | "closed"
  option_codes: string[]
}

/** Per local date of an experience: available, sold out or closed. */
export async function availabilityByDay(
  manager: EntityManager,
  input: { product_id: string; from: string; to: string },
): Promise<DayAvailability[]> {
  const rows: { date: string; open: boolean; free: boolean; codes: string[] }[] =
    await manager.execute(
      `SELECT local_date AS date,
              bool_or(status = 'open' AND starts_at > now()) AS open,
              bool_or(status = 'open' AND starts_at > now() AND held + booked < capacity) AS free,
              array_agg(DISTINCT option_code) FILTER (
                WHERE status = 'open' AND starts_at > now() AND held + booked < capacity) AS codes
         FROM slot
        WHERE product_id = ? AND local_date BETWEEN ? AND ? AND deleted_at IS NULL
        GROUP BY local_date ORDER BY local_date`,
      [input.product_id, input.from, input.to],
    )
  return rows.map((r) => ({
    date: r.date,
    status: r.free ? "available" : r.open ? "sold_out" : "closed",
    option_codes: r.codes ?? [],
  }))
}

export type DaySlot = {
  id: string
  option_code: string
  local_time: string
  starts_at: Date
  ends_at: Date
  timezone: string
  capacity: number
  seats_left: number
}

/** The open, future slots of an experience on one local date. */
export async function slotsOfDay(
  manager: EntityManager,
  input: { product_id: string; date: string },
): Promise<DaySlot[]> {
  return manager.execute(
    `SELECT id, option_code, local_time, starts_at, ends_at, timezone, capacity,
            capacity - held - booked AS seats_left
       FROM slot
      WHERE product_id = ? AND local_date = ? AND deleted_at IS NULL
        AND status = 'open' AND starts_at > now()
      ORDER BY starts_at, option_code`,
    [input.product_id, input.date],
  )
}

export type SlotContext = {
  slot: { id: string; product_id: string; option_code: string; starts_at: Date; timezone: string }
  option: {
    code: string
    pricing_type: "per_person" | "per_item"
    max_travellers_per_item: number | null
    age_bands: { items: { band: string; free?: boolean }[] }
    extras: { items: { code: string; per: "person" | "booking" }[] }
  }
  experience: { status: string; pickup_points: { items: { id: string }[] } }
}

/** A slot with the option and experience it belongs to, in one query. */
export async function slotContext(
  manager: EntityManager,
  slotId: string,
): Promise<SlotContext | null> {
  const [row] = (await manager.execute(
    `SELECT s.id, s.product_id, s.option_code, s.starts_at, s.timezone,
            o.code, o.pricing_type, o.max_travellers_per_item, o.age_bands, o.extras,
            e.status, e.pickup_points
       FROM slot s
       JOIN experience_option o ON o.id = s.option_id
       JOIN experience e ON e.id = o.experience_id
      WHERE s.id = ? AND s.deleted_at IS NULL`,
    [slotId],
  )) as any[]
  if (!row) return null
  return {
    slot: {
      id: row.id,
      product_id: row.product_id,
      option_code: row.option_code,
      starts_at: row.starts_at,
      timezone: row.timezone,
    },
    option: {
      code: row.code,
      pricing_type: row.pricing_type,
      max_travellers_per_item: row.max_travellers_per_item,
      age_bands: row.age_bands,
      extras: row.extras,
    },
    experience: { status: row.status, pickup_points: row.pickup_points },
  }
}

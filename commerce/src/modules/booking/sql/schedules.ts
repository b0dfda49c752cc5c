import { MedusaError } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { BookingModuleError } from "../errors"

/**
 * Sets a weekly schedule's capacity on its future slots, in one statement
 * guarded by the seats taken: when any future slot of it has more seats
 * held and booked than the new capacity, nothing changes and the fullest
 * slot is named (date, time, seats). Returns each changed slot's previous
 * capacity, for a compensation.
 */
export async function applyScheduleCapacity(
  manager: EntityManager,
  scheduleId: string,
  capacity: number,
): Promise<{ id: string; capacity: number }[]> {
  const [fullest] = (await manager.execute(
    `SELECT local_date, local_time, held + booked AS taken FROM slot
      WHERE schedule_id = ? AND deleted_at IS NULL AND starts_at > now() AND held + booked > ?
      ORDER BY held + booked DESC, starts_at LIMIT 1 FOR UPDATE`,
    [scheduleId, capacity],
  )) as { local_date: string; local_time: string; taken: number }[]
  if (fullest) {
    throw new BookingModuleError(
      MedusaError.Types.NOT_ALLOWED,
      "admin.slots.schedule_capacity_below_taken",
      {
        date: fullest.local_date,
        time: fullest.local_time,
        taken: fullest.taken,
      },
    )
  }
  // The CHECK constraint (held + booked <= capacity) is the last word against a hold taken meanwhile.
  return manager.execute(
    `UPDATE slot s SET capacity = ?, updated_at = now()
       FROM slot old
      WHERE old.id = s.id AND s.schedule_id = ? AND s.deleted_at IS NULL AND s.starts_at > now()
        AND s.capacity <> ? AND s.held + s.booked <= ?
      RETURNING s.id, old.capacity`,
    [capacity, scheduleId, capacity, capacity],
  )
}

/** Compensation of `applyScheduleCapacity`: each slot gets its capacity back when it still fits. */
export async function restoreSlotCapacities(
  manager: EntityManager,
  rows: { id: string; capacity: number }[],
) {
  if (!rows.length) return
  await manager.execute(
    `UPDATE slot s SET capacity = r.capacity, updated_at = now()
       FROM jsonb_to_recordset(?::jsonb) AS r(id text, capacity int)
      WHERE s.id = r.id AND s.held + s.booked <= r.capacity`,
    [JSON.stringify(rows)],
  )
}

/**
 * Another weekly schedule of the same option whose validity dates overlap
 * these and that runs on one of these weekdays (two timetables for one day
 * would both sell), if any.
 */
export async function overlappingSchedule(
  manager: EntityManager,
  input: {
    option_id: string
    exclude_id?: string
    weekdays: number[]
    valid_from: string
    valid_to: string | null
  },
): Promise<{ id: string; valid_from: string; valid_to: string | null } | null> {
  const [row] = (await manager.execute(
    `SELECT id, valid_from, valid_to FROM schedule sc
      WHERE sc.option_id = ? AND sc.deleted_at IS NULL AND sc.id <> ?
        AND sc.valid_from <= ? AND coalesce(sc.valid_to, '9999-12-31') >= ?
        AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(sc.weekdays -> 'items') w WHERE w.value IN (?))
      ORDER BY sc.valid_from LIMIT 1`,
    [
      input.option_id,
      input.exclude_id ?? "",
      input.valid_to ?? "9999-12-31",
      input.valid_from,
      input.weekdays.map(String),
    ],
  )) as { id: string; valid_from: string; valid_to: string | null }[]
  return row ?? null
}

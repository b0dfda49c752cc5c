import { generateEntityId, MedusaError } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { BookingModuleError } from "../errors"
import { slotTimes } from "../zoned-time"
import { addClosure, closedByRule, lockSlotRules, removeClosures } from "./closures"

/** Rows inserted per statement (one JSON parameter each). */
const INSERT_CHUNK = 5000

type SlotRow = {
  id: string
  product_id: string
  option_code: string
  option_id: string
  schedule_id: string | null
  local_date: string
  local_time: string
  starts_at: Date
  ends_at: Date
  timezone: string
  capacity: number
}

/**
 * Inserts slots whose instants and local fields were derived by
 * lib/local-time.ts (never by the database's zone conversion); an existing
 * slot of the same option and start is kept, a slot a closure rule matches
 * is created closed, and a slot that would already have started is never
 * created. Returns the ids inserted.
 */
async function insertSlots(manager: EntityManager, all: SlotRow[]): Promise<string[]> {
  const now = Date.now()
  const rows = all.filter((r) => r.starts_at.getTime() > now)
  const ids: string[] = []
  if (!rows.length) return ids
  await lockSlotRules(manager)
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK)
    // One JSON parameter: an array binding would be spread into a list of parameters.
    const inserted: { id: string }[] = await manager.execute(
      `INSERT INTO slot (id, product_id, option_code, option_id, schedule_id, local_date, local_time,
                         starts_at, ends_at, timezone, capacity, held, booked, status, created_at, updated_at)
       SELECT r.id, r.product_id, r.option_code, r.option_id, r.schedule_id, r.local_date, r.local_time,
              r.starts_at, r.ends_at, r.timezone, r.capacity, 0, 0,
              CASE WHEN ${closedByRule("r")} THEN 'closed' ELSE 'open' END, now(), now()
         FROM jsonb_to_recordset(?::jsonb)
           AS r(id text, product_id text, option_code text, option_id text, schedule_id text, local_date text,
                local_time text, starts_at timestamptz, ends_at timestamptz, timezone text, capacity int)
       ON CONFLICT (option_id, starts_at) WHERE deleted_at IS NULL DO NOTHING
       RETURNING id`,
      [JSON.stringify(chunk)],
    )
    ids.push(...inserted.map((r) => r.id))
  }
  return ids
}

/**
 * Creates the slots a schedule describes between two local dates, in the
 * experience's time zone: the database lists the schedules' local days and
 * start times, lib/local-time.ts turns each into its instant (one time-zone
 * database for the whole house), and one set-based INSERT per chunk writes
 * them. Existing slots (same option and start) are kept, so it is safe to run
 * again. Each new slot gets a fresh id: a start time the schedule had
 * before (its empty slot removed) can come back.
 */
export async function generateSlots(
  manager: EntityManager,
  input: { schedule_ids?: string[]; from: string; to: string },
): Promise<number> {
  const filter = input.schedule_ids?.length ? "AND sc.id IN (?)" : ""
  const params: unknown[] = [input.from, input.to]
  if (input.schedule_ids?.length) params.push(input.schedule_ids)
  const wanted: {
    product_id: string
    option_code: string
    option_id: string
    schedule_id: string
    day: string
    time: string
    timezone: string
    duration_minutes: number
    capacity: number
  }[] = await manager.execute(
    `SELECT e.product_id, o.code AS option_code, o.id AS option_id, sc.id AS schedule_id,
            to_char(g.day, 'YYYY-MM-DD') AS day, t.value AS time, e.timezone,
            sc.duration_minutes, sc.capacity
       FROM schedule sc
       JOIN experience_option o ON o.id = sc.option_id AND o.deleted_at IS NULL
       JOIN experience e ON e.id = o.experience_id AND e.deleted_at IS NULL
       -- Local calendar days (plain dates: no time zone is involved here).
       CROSS JOIN LATERAL (
         SELECT ts::date AS day FROM generate_series(
           greatest(?::date, sc.valid_from::date)::timestamp,
           least(?::date, coalesce(sc.valid_to::date, 'infinity'::date))::timestamp,
           interval '1 day') AS ts) AS g
       CROSS JOIN LATERAL jsonb_array_elements_text(sc.start_times -> 'items') AS t(value)
      WHERE sc.deleted_at IS NULL ${filter}
        AND sc.weekdays -> 'items' @> to_jsonb(extract(dow FROM g.day)::int)`,
    params,
  )
  // Many schedules share a zone, day and start: each is converted once.
  const times = new Map<string, ReturnType<typeof slotTimes>>()
  const rows = wanted.map((w) => {
    const key = `${w.timezone}|${w.day}|${w.time}|${w.duration_minutes}`
    let at = times.get(key)
    if (!at) times.set(key, (at = slotTimes(w.day, w.time, w.duration_minutes, w.timezone)))
    return {
      id: generateEntityId(undefined, "slot"),
      product_id: w.product_id,
      option_code: w.option_code,
      option_id: w.option_id,
      schedule_id: w.schedule_id,
      timezone: w.timezone,
      capacity: w.capacity,
      ...at,
    }
  })
  return (await insertSlots(manager, rows)).length
}

/**
 * Closes (a closure rule) or reopens (its rules removed) an experience's
 * local date, optionally of one option; returns how many slots changed.
 */
export async function setDateStatus(
  manager: EntityManager,
  input: {
    product_id: string
    local_date: string
    option_code?: string
    status: "open" | "closed"
  },
): Promise<number> {
  const scope = {
    product_id: input.product_id,
    local_date: input.local_date,
    option_code: input.option_code,
  }
  if (input.status === "closed") return (await addClosure(manager, scope)).closed_slot_ids.length
  return (await removeClosures(manager, scope)).opened_slot_ids.length
}

/** Changes a slot's capacity, never below the seats already held and booked. */
export async function setSlotCapacity(manager: EntityManager, slotId: string, capacity: number) {
  const rows: { id: string }[] = await manager.execute(
    `UPDATE slot SET capacity = ?, updated_at = now()
      WHERE id = ? AND deleted_at IS NULL AND held + booked <= ? RETURNING id`,
    [capacity, slotId, capacity],
  )
  if (rows.length) return
  const [slot] = (await manager.execute(
    `SELECT held, booked FROM slot WHERE id = ? AND deleted_at IS NULL`,
    [slotId],
  )) as { held: number; booked: number }[]
  if (!slot) throw new BookingModuleError(MedusaError.Types.NOT_FOUND, "slot_not_found")
  throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "admin.slots.capacity_below_taken", {
    taken: slot.held + slot.booked,
    held: slot.held,
    booked: slot.booked,
  })
}

/** Adds one slot to an option at a local date and time (the experience's time zone, converted by lib/local-time.ts). */
export async function createOneOffSlot(
  manager: EntityManager,
  input: {
    option_id: string
    date: string
    start_time: string
    duration_minutes: number
    capacity: number
  },
) {
  const [option] = (await manager.execute(
    `SELECT o.id, o.code, e.product_id, e.timezone
       FROM experience_option o JOIN experience e ON e.id = o.experience_id
      WHERE o.id = ?`,
    [input.option_id],
  )) as { id: string; code: string; product_id: string; timezone: string }[]
  if (!option) throw new BookingModuleError(MedusaError.Types.INVALID_DATA, "slot_exists")
  const times = slotTimes(input.date, input.start_time, input.duration_minutes, option.timezone)
  if (times.starts_at.getTime() <= Date.now())
    throw new BookingModuleError(MedusaError.Types.INVALID_DATA, "slot_in_past")
  await lockSlotRules(manager)
  const [rule] = (await manager.execute(
    `SELECT 1 FROM (SELECT ?::text AS product_id, ?::text AS local_date, ?::text AS option_code, ?::text AS local_time) r
      WHERE ${closedByRule("r")}`,
    [option.product_id, times.local_date, option.code, times.local_time],
  )) as unknown[]
  if (rule)
    throw new BookingModuleError(MedusaError.Types.CONFLICT, "admin.slots.date_closed", {
      date: times.local_date,
    })
  const [id] = await insertSlots(manager, [
    {
      id: generateEntityId(undefined, "slot"),
      product_id: option.product_id,
      option_code: option.code,
      option_id: option.id,
      schedule_id: null,
      timezone: option.timezone,
      capacity: input.capacity,
      ...times,
    },
  ])
  if (!id) throw new BookingModuleError(MedusaError.Types.INVALID_DATA, "slot_exists")
  return { id }
}

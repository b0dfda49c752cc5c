import { MedusaError } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { BookingModuleError } from "../errors"

/**
 * Closure rules (table `slot_closure`): a local date of an experience,
 * optionally narrowed to one option and/or one start time. A slot is closed
 * while a rule matches it; slot creation (schedules, the nightly extension,
 * one-off slots) and closures take one transaction-scoped advisory lock, so
 * a slot created while a date is being closed is closed too.
 */

/** What a closure covers: a date, optionally of one option and/or at one start time. */
export type ClosureScope = {
  product_id: string
  local_date: string
  option_code?: string | null
  local_time?: string | null
}

export type ClosureRow = ClosureScope & { id: string; reason: string | null }

/** Serialises rule changes and slot creation (held until the transaction ends). */
export async function lockSlotRules(manager: EntityManager) {
  await manager.execute(`SELECT pg_advisory_xact_lock(hashtext('booking:slot-rules'))`)
}

/** SQL condition: a live closure rule matches the slot-shaped row `alias`. */
export const closedByRule = (alias: string) =>
  `EXISTS (SELECT 1 FROM slot_closure c
            WHERE c.deleted_at IS NULL AND c.product_id = ${alias}.product_id AND c.local_date = ${alias}.local_date
              AND (c.option_code IS NULL OR c.option_code = ${alias}.option_code)
              AND (c.local_time IS NULL OR c.local_time = ${alias}.local_time))`

/** SQL condition and parameters: slot `s` lies in the scope. */
function inScope(scope: ClosureScope): [string, unknown[]] {
  let sql = `s.product_id = ? AND s.local_date = ? AND s.deleted_at IS NULL`
  const params: unknown[] = [scope.product_id, scope.local_date]
  if (scope.option_code) {
    sql += ` AND s.option_code = ?`
    params.push(scope.option_code)
  }
  if (scope.local_time) {
    sql += ` AND s.local_time = ?`
    params.push(scope.local_time)
  }
  return [sql, params]
}

/** Confirmed bookings (and their seats) on the slots of a scope. */
export async function bookedInScope(manager: EntityManager, scope: ClosureScope) {
  const [where, params] = inScope(scope)
  const [row] = (await manager.execute(
    `SELECT count(b.id)::int AS bookings, coalesce(sum(b.seats), 0)::int AS seats
       FROM slot s JOIN booking b ON b.slot_id = s.id AND b.status = 'confirmed' AND b.deleted_at IS NULL
      WHERE ${where}`,
    params,
  )) as { bookings: number; seats: number }[]
  return row
}

/** Ids of the live slots of a scope. */
export async function slotIdsInScope(
  manager: EntityManager,
  scope: ClosureScope,
): Promise<string[]> {
  const [where, params] = inScope(scope)
  const rows: { id: string }[] = await manager.execute(
    `SELECT s.id FROM slot s WHERE ${where}`,
    params,
  )
  return rows.map((r) => r.id)
}

/**
 * Adds a closure rule (or keeps the one of the same scope, with the new
 * reason) and closes every slot it matches. Returns the rule, whether it is
 * new, and the ids of the slots it closed (for a compensation).
 */
export async function addClosure(
  manager: EntityManager,
  input: ClosureScope & { reason?: string | null },
): Promise<{ closure: ClosureRow; created: boolean; closed_slot_ids: string[] }> {
  await lockSlotRules(manager)
  const [closure] = (await manager.execute(
    `INSERT INTO slot_closure (id, product_id, local_date, option_code, local_time, reason, created_at, updated_at)
     VALUES ('scl_' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 26)), ?, ?, ?, ?, ?, now(), now())
     ON CONFLICT (product_id, local_date, coalesce(option_code, ''), coalesce(local_time, '')) WHERE deleted_at IS NULL
     DO UPDATE SET reason = coalesce(excluded.reason, slot_closure.reason), updated_at = now()
     RETURNING id, product_id, local_date, option_code, local_time, reason, (xmax = 0) AS created`,
    [
      input.product_id,
      input.local_date,
      input.option_code ?? null,
      input.local_time ?? null,
      input.reason ?? null,
    ],
  )) as (ClosureRow & { created: boolean })[]
  const [where, params] = inScope(input)
  const closed: { id: string }[] = await manager.execute(
    `UPDATE slot s SET status = 'closed', updated_at = now() WHERE ${where} AND s.status = 'open' RETURNING s.id`,
    params,
  )
  const { created, ...rule } = closure
  return { closure: rule, created, closed_slot_ids: closed.map((r) => r.id) }
}

/**
 * Removes the closure rules inside a scope (a date: every rule of it; a date
 * and option: that option's; and a start time: that time's) and opens the
 * slots no other rule still closes. A broader rule that still closes the
 * scope (the whole date, when one option is reopened) refuses it: reopen that.
 */
export async function removeClosures(
  manager: EntityManager,
  scope: ClosureScope,
): Promise<{ removed: ClosureRow[]; opened_slot_ids: string[] }> {
  await lockSlotRules(manager)
  let sql = `DELETE FROM slot_closure WHERE product_id = ? AND local_date = ? AND deleted_at IS NULL`
  const params: unknown[] = [scope.product_id, scope.local_date]
  if (scope.option_code) {
    sql += ` AND option_code = ?`
    params.push(scope.option_code)
  }
  if (scope.local_time) {
    sql += ` AND local_time = ?`
    params.push(scope.local_time)
  }
  const removed: ClosureRow[] = await manager.execute(
    `${sql} RETURNING id, product_id, local_date, option_code, local_time, reason`,
    params,
  )
  const [broader] = (await manager.execute(
    `SELECT option_code, local_time FROM slot_closure
      WHERE product_id = ? AND local_date = ? AND deleted_at IS NULL
        AND (?::text IS NULL OR option_code IS NULL OR option_code = ?)
        AND (?::text IS NULL OR local_time IS NULL OR local_time = ?)
      LIMIT 1`,
    [
      scope.product_id,
      scope.local_date,
      scope.option_code ?? null,
      scope.option_code ?? null,
      scope.local_time ?? null,
      scope.local_time ?? null,
    ],
  )) as { option_code: string | null; local_time: string | null }[]
  if (broader) {
    // The caller's transaction rolls the deletion back.
    throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "admin.slots.closed_by_rule", {
      date: scope.local_date,
    })
  }
  const [where, slotParams] = inScope(scope)
  const opened: { id: string }[] = await manager.execute(
    `UPDATE slot s SET status = 'open', updated_at = now()
      WHERE ${where} AND s.status = 'closed' AND NOT ${closedByRule("s")} RETURNING s.id`,
    slotParams,
  )
  return { removed, opened_slot_ids: opened.map((r) => r.id) }
}

/** Compensation of `addClosure`: the new rule goes and the slots it closed open again. */
export async function undoAddClosure(
  manager: EntityManager,
  closureId: string | null,
  slotIds: string[],
) {
  await lockSlotRules(manager)
  if (closureId) await manager.execute(`DELETE FROM slot_closure WHERE id = ?`, [closureId])
  if (slotIds.length) {
    await manager.execute(
      `UPDATE slot s SET status = 'open', updated_at = now() WHERE s.id IN (?) AND NOT ${closedByRule("s")}`,
      [slotIds],
    )
  }
}

/** Compensation of `removeClosures`: the rules come back and close their slots again. */
export async function undoRemoveClosures(
  manager: EntityManager,
  rules: ClosureRow[],
  slotIds: string[],
) {
  await lockSlotRules(manager)
  for (const rule of rules) {
    await manager.execute(
      `INSERT INTO slot_closure (id, product_id, local_date, option_code, local_time, reason, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, now(), now()) ON CONFLICT DO NOTHING`,
      [
        rule.id,
        rule.product_id,
        rule.local_date,
        rule.option_code ?? null,
        rule.local_time ?? null,
        rule.reason,
      ],
    )
  }
  if (slotIds.length)
    await manager.execute(`UPDATE slot SET status = 'closed', updated_at = now() WHERE id IN (?)`, [
      slotIds,
    ])
}

/** The closure rules of an experience between two local dates, for the calendar. */
export async function closuresBetween(
  manager: EntityManager,
  input: { product_id: string; from: string; to: string },
): Promise<ClosureRow[]> {
  return manager.execute(
    `SELECT id, product_id, local_date, option_code, local_time, reason FROM slot_closure
      WHERE product_id = ? AND local_date BETWEEN ? AND ? AND deleted_at IS NULL
      ORDER BY local_date, option_code NULLS FIRST, local_time NULLS FIRST`,
    [input.product_id, input.from, input.to],
  )
}

/**
 * Gives back the seats of every active hold on the slots (a cancelled
 * departure: a cart still holding them can no longer turn them into a
 * booking). Returns how many holds were released.
 */
export async function releaseSlotHolds(manager: EntityManager, slotIds: string[]): Promise<number> {
  if (!slotIds.length) return 0
  const rows: { n: number }[] = await manager.execute(
    `WITH released AS (
       UPDATE hold SET status = 'released', updated_at = now()
        WHERE slot_id IN (?) AND status = 'active' AND deleted_at IS NULL
        RETURNING slot_id, seats),
     per_slot AS (SELECT slot_id, sum(seats)::int AS total FROM released GROUP BY slot_id),
     moved AS (UPDATE slot s SET held = s.held - p.total, updated_at = now()
                 FROM per_slot p WHERE s.id = p.slot_id RETURNING s.id)
     SELECT (SELECT count(*) FROM released)::int AS n`,
    [slotIds],
  )
  return rows[0]?.n ?? 0
}

import type { MedusaContainer } from "@medusajs/framework/types"
import type { DaySlot } from "../modules/booking/sql/slot-reads"
import { PUBLISHABLE_KEY_VALID } from "./core-sql/api-keys"
import { STAMP_COLUMNS, STAMP_FROM, type Stamp } from "./core-sql/catalogue"
import { pgOf } from "./core-sql/pg"

export type DayFacts = {
  /** The publishable key is a known, unrevoked publishable key. */
  keyValid: boolean
  /** The experience's catalogue stamp (none: unknown handle, or the key is not valid). */
  stamp: Stamp | undefined
  /** Its open, future slots on the dates, by start (none unless the key is valid and the experience sellable). */
  slots: DatedSlot[]
}

/** A slot with the local date it belongs to. */
export type DatedSlot = DaySlot & { local_date: string }

/**
 * What the availability day (or a range of days, `from` to `to` inclusive)
 * needs from the database, in one statement (one round trip, every lookup on
 * an index): the publishable key's check (what Medusa's own middleware asks
 * with two statements, see publishable-key-deferral.ts), the experience's
 * catalogue stamp (see experience-catalogue.ts) and the days' open slots with
 * their seats left, read live: seats are never cached.
 */
export async function dayFacts(
  container: MedusaContainer,
  input: { token: string; handle: string; from: string; to: string },
): Promise<DayFacts> {
  const { rows } = await pgOf(container).raw(
    `SELECT k.valid AS key_valid, x.product_id, x.sellable, x.stamp,
            s.id, s.option_code, s.local_date, s.local_time, s.starts_at, s.ends_at, s.timezone, s.capacity, s.seats_left
       FROM (SELECT ${PUBLISHABLE_KEY_VALID} AS valid) k
       LEFT JOIN LATERAL (
         SELECT ${STAMP_COLUMNS}
           FROM ${STAMP_FROM}
          WHERE e.handle = ? AND e.deleted_at IS NULL
          LIMIT 1) x ON k.valid
       LEFT JOIN LATERAL (
         SELECT id, option_code, local_date, local_time, starts_at, ends_at, timezone, capacity,
                capacity - held - booked AS seats_left
           FROM slot
          WHERE product_id = x.product_id AND local_date BETWEEN ? AND ? AND deleted_at IS NULL
            AND status = 'open' AND starts_at > now()) s ON x.sellable
      ORDER BY s.starts_at, s.option_code`,
    [input.token, input.handle, input.from, input.to],
  )
  const first = rows[0] as {
    key_valid: boolean
    product_id: string | null
    sellable: boolean | null
    stamp: string | null
  }
  return {
    keyValid: first.key_valid,
    stamp: first.product_id
      ? { product_id: first.product_id, sellable: !!first.sellable, stamp: first.stamp ?? "" }
      : undefined,
    slots: (rows as (DatedSlot & { id: string | null })[]).filter((r) => r.id !== null),
  }
}

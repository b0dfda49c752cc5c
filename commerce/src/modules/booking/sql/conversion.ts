import { MedusaError } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { BookingModuleError } from "../errors"

/** Holds becoming bookings of an order, and back when the order is rolled back. */

export type BookingRow = { id: string; slot_id: string; seats: number; hold_id: string }

/** What a hold held when the cart's lines were checked against it. */
export type ExpectedHold = { hold_id: string; seats: number; travellers: unknown; extras: unknown }

/**
 * Turns a cart's active holds into bookings of an order: seats move from held
 * to booked, and each booking keeps the cancellation policy it is sold under
 * (left joins: a converted hold becomes a booking whatever its option's state).
 * In the same transaction it re-checks, with the holds locked, that the cart's
 * active holds are exactly the ones its order lines were checked against,
 * with the same seats and request: otherwise nothing is converted and the
 * completion is refused.
 */
export async function convertCartHolds(
  manager: EntityManager,
  input: { cart_id: string; order_id: string; expected?: ExpectedHold[] },
): Promise<BookingRow[]> {
  if (input.expected) {
    const live: { id: string; seats: number; travellers: unknown; extras: unknown }[] =
      await manager.execute(
        `SELECT id, seats, travellers, extras FROM hold
          WHERE cart_id = ? AND status = 'active' AND expires_at > now() AND deleted_at IS NULL
          ORDER BY id FOR UPDATE`,
        [input.cart_id],
      )
    const expected = new Map(input.expected.map((h) => [h.hold_id, h]))
    const same =
      live.length === expected.size &&
      live.every((h) => {
        const e = expected.get(h.id)
        return (
          !!e &&
          e.seats === h.seats &&
          sameJson(e.travellers, h.travellers) &&
          sameJson(e.extras, h.extras)
        )
      })
    if (!same) throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "cart_needs_check")
  }
  return manager.execute(
    `WITH converted AS (
       UPDATE hold SET status = 'converted', updated_at = now()
        WHERE cart_id = ? AND status = 'active' AND deleted_at IS NULL
        RETURNING id, slot_id, seats, travellers, extras, pickup_point_id),
     per_slot AS (SELECT slot_id, sum(seats)::int AS total FROM converted GROUP BY slot_id),
     moved AS (UPDATE slot s SET held = s.held - p.total, booked = s.booked + p.total,
                      updated_at = now()
                 FROM per_slot p WHERE s.id = p.slot_id RETURNING s.id)
     INSERT INTO booking (id, slot_id, order_id, cart_id, hold_id, seats, travellers, extras,
                          pickup_point_id, cancellation_policy, status, created_at, updated_at)
     SELECT 'bkg_' || substr(md5(random()::text || c.id), 1, 26), c.slot_id, ?, ?, c.id, c.seats,
            c.travellers, c.extras, c.pickup_point_id, e.cancellation_policy, 'confirmed', now(),
            now()
       FROM converted c
       LEFT JOIN slot s ON s.id = c.slot_id
       LEFT JOIN experience_option o ON o.id = s.option_id
       LEFT JOIN experience e ON e.id = o.experience_id
     RETURNING id, slot_id, seats, hold_id`,
    [input.cart_id, input.order_id, input.cart_id],
  )
}

/** JSON values equal regardless of key order (jsonb does not keep it). */
function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a ?? null) === canonical(b ?? null)
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    )
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`
  }
  return JSON.stringify(value)
}

/** Undoes `convertCartHolds` for an order whose completion was rolled back. */
export async function revertOrderBookings(manager: EntityManager, orderId: string) {
  await manager.execute(
    `WITH removed AS (DELETE FROM booking WHERE order_id = ? RETURNING slot_id, seats, hold_id),
     per_slot AS (SELECT slot_id, sum(seats)::int AS total FROM removed GROUP BY slot_id),
     restored AS (UPDATE hold SET status = 'active', updated_at = now()
                   WHERE id IN (SELECT hold_id FROM removed) RETURNING id)
     UPDATE slot s SET booked = s.booked - p.total, held = s.held + p.total, updated_at = now()
       FROM per_slot p WHERE s.id = p.slot_id`,
    [orderId],
  )
}

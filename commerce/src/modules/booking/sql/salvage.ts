import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { takeSeats } from "./holds"

/** A hold whose seats were gone when its cart was paid: what the traveller asked for, to retry it. */
export type LostHold = {
  id: string
  slot_id: string
  seats: number
  travellers: unknown
  extras: unknown
  pickup_point_id: string | null
}

/**
 * For a cart that is already paid: takes again the seats of every hold the
 * expiry job released while they are still free (whatever the hold's
 * lifetime, the traveller has paid), and gives up the others (status
 * `released`), line by line. Returns the holds given up; the cart's other
 * holds are active for `ttl_minutes` more. When none can be kept, nothing is
 * given up.
 */
export async function salvageCartHolds(
  manager: EntityManager,
  input: { cart_id: string; ttl_minutes: number },
): Promise<{ kept: string[]; lost: LostHold[] }> {
  const holds: (LostHold & { status: string })[] = await manager.execute(
    `SELECT id, slot_id, seats, status, travellers, extras, pickup_point_id FROM hold
      WHERE cart_id = ? AND deleted_at IS NULL AND status IN ('active', 'expired')
      ORDER BY id FOR UPDATE`,
    [input.cart_id],
  )
  const kept: string[] = []
  const lost: LostHold[] = []
  for (const hold of holds) {
    if (hold.status === "active" || (await takeSeats(manager, hold.slot_id, hold.seats)))
      kept.push(hold.id)
    else
      lost.push({
        id: hold.id,
        slot_id: hold.slot_id,
        seats: hold.seats,
        travellers: hold.travellers,
        extras: hold.extras,
        pickup_point_id: hold.pickup_point_id,
      })
  }
  if (kept.length) {
    await manager.execute(
      `UPDATE hold SET status = 'active', expires_at = greatest(expires_at, now() + make_interval(mins => ?)),
              max_expires_at = greatest(max_expires_at, now() + make_interval(mins => ?)), updated_at = now()
        WHERE id IN (?)`,
      [input.ttl_minutes, input.ttl_minutes, kept],
    )
  }
  // Nothing left to book: the cart stays as it was (the payment is released and the cart checked again).
  if (lost.length && kept.length) {
    await manager.execute(
      `UPDATE hold SET status = 'released', updated_at = now() WHERE id IN (?)`,
      [lost.map((h) => h.id)],
    )
  }
  return { kept, lost }
}

/** Undoes the giving up of `salvageCartHolds` (compensation): the holds are expired again, holding nothing. */
export async function unreleaseHolds(manager: EntityManager, holdIds: string[]) {
  if (!holdIds.length) return
  await manager.execute(
    `UPDATE hold SET status = 'expired', updated_at = now() WHERE id IN (?) AND status = 'released'`,
    [holdIds],
  )
}

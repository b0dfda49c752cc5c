import { generateEntityId, MedusaError } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { BookingModuleError, notEnoughSeats } from "../errors"

/** What a traveller asked for in one booking, kept on its hold and its booking. */
export type BookingRequest = {
  travellers: Record<string, number> | null
  extras: { items: { code: string; quantity: number }[] } | null
  pickup_point_id: string | null
}

/** How long holds live and how many a cart may have (module options). */
export type HoldLimits = {
  /** Minutes a hold lasts from its creation or last change. */
  hold_minutes: number
  /** Hard maximum lifetime of a hold from its creation: nothing extends it further. */
  max_minutes: number
  /** Minutes the seats of a booking change are held before the booking moves onto them. */
  change_hold_minutes: number
  /** Minutes a cart's holds are kept when Stripe cannot confirm its card session is over. */
  payment_retry_minutes: number
  /** Minutes a cart's holds outlive its hosted payment page, so the seats never lapse while the provider can still take the money. */
  payment_margin_minutes: number
  /** Active holds (bookings) one cart may have at once. */
  max_active_per_cart: number
  /** Holds one cart may ever create (adds and re-adds), so a script cannot churn seats for ever. */
  max_total_per_cart: number
}

export type HoldSeatsInput = BookingRequest & {
  slot_id: string
  cart_id: string
  seats: number
  ttl_minutes: number
}
export type HoldRow = { id: string; slot_id: string; seats: number; expires_at: Date }

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value)

/**
 * Adds `seats` to a slot's `held` only if they fit, in one statement: the row
 * either satisfies the condition when Postgres writes it or nothing changes.
 * Returns false when the seats are not there.
 */
export async function takeSeats(manager: EntityManager, slotId: string, seats: number) {
  const rows: unknown[] = await manager.execute(
    `UPDATE slot SET held = held + ?, updated_at = now()
      WHERE id = ? AND deleted_at IS NULL AND status = 'open' AND starts_at > now()
        AND held + booked + ? <= capacity
      RETURNING id`,
    [seats, slotId, seats],
  )
  return rows.length > 0
}

/**
 * Keeps `seats` on a slot for a cart, or throws the reason it cannot. One
 * statement: the seats are added to `held` only if they fit, and the hold row
 * is written only if they were.
 */
export async function holdSeats(
  manager: EntityManager,
  input: HoldSeatsInput,
  limits: HoldLimits,
): Promise<HoldRow> {
  if (!Number.isInteger(input.seats) || input.seats < 1) {
    throw new BookingModuleError(MedusaError.Types.INVALID_DATA, "no_travellers")
  }
  const [hold] = (await manager.execute(
    `WITH own AS (
       SELECT count(*) FILTER (WHERE status = 'active')::int AS active, count(*)::int AS total
         FROM hold WHERE cart_id = ? AND deleted_at IS NULL),
     taken AS (
       UPDATE slot SET held = held + ?, updated_at = now()
        WHERE id = ? AND deleted_at IS NULL AND status = 'open' AND starts_at > now()
          AND held + booked + ? <= capacity
          AND (SELECT active FROM own) < ? AND (SELECT total FROM own) < ?
        RETURNING id)
     INSERT INTO hold (id, slot_id, cart_id, seats, expires_at, max_expires_at, status, travellers,
                       extras, pickup_point_id, created_at, updated_at)
     SELECT ?, taken.id, ?, ?, now() + make_interval(mins => least(?, ?)),
            now() + make_interval(mins => ?), 'active', ?, ?, ?, now(), now()
       FROM taken
     RETURNING id, slot_id, seats, expires_at`,
    [
      input.cart_id,
      input.seats,
      input.slot_id,
      input.seats,
      limits.max_active_per_cart,
      limits.max_total_per_cart,
      generateEntityId(undefined, "hold"),
      input.cart_id,
      input.seats,
      input.ttl_minutes,
      limits.max_minutes,
      limits.max_minutes,
      json(input.travellers),
      json(input.extras),
      input.pickup_point_id,
    ],
  )) as HoldRow[]
  if (!hold) {
    await explainCartLimits(manager, input.cart_id, limits)
    await explainRefusal(manager, input.slot_id, 0)
  }
  return hold
}

/** Throws when a cart already has as many bookings (or hold attempts) as it may. */
async function explainCartLimits(manager: EntityManager, cartId: string, limits: HoldLimits) {
  const [own] = (await manager.execute(
    `SELECT count(*) FILTER (WHERE status = 'active')::int AS active, count(*)::int AS total
       FROM hold WHERE cart_id = ? AND deleted_at IS NULL`,
    [cartId],
  )) as { active: number; total: number }[]
  if (own.active >= limits.max_active_per_cart || own.total >= limits.max_total_per_cart) {
    throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "too_many_bookings", {
      max: limits.max_active_per_cart,
    })
  }
}

/** How many of these holds are live holds of this cart. */
export async function countLiveHolds(manager: EntityManager, cartId: string, holdIds: string[]) {
  if (holdIds.length === 0) return 0
  const [row] = await manager.execute(
    `SELECT count(*)::int AS count FROM hold
      WHERE cart_id = ? AND id IN (?) AND status = 'active' AND deleted_at IS NULL`,
    [cartId, holdIds],
  )
  return (row?.count as number) ?? 0
}

/**
 * Changes a live hold to a new number of seats (and request): more seats are
 * taken atomically like a new hold, fewer are given back at once.
 */
export async function adjustHold(
  manager: EntityManager,
  input: BookingRequest & { hold_id: string; cart_id: string; seats: number; ttl_minutes: number },
): Promise<HoldRow & { previous_seats: number }> {
  const [hold] = (await manager.execute(
    `SELECT id, slot_id, seats, status, expires_at <= now() AS expired FROM hold
      WHERE id = ? AND cart_id = ? AND deleted_at IS NULL FOR UPDATE`,
    [input.hold_id, input.cart_id],
  )) as { id: string; slot_id: string; seats: number; status: string; expired: boolean }[]
  if (!hold || hold.status === "released" || hold.status === "converted") {
    throw new BookingModuleError(MedusaError.Types.NOT_FOUND, "booking_not_found")
  }
  if (hold.status !== "active" || hold.expired) {
    throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "hold_expired")
  }
  const delta = input.seats - hold.seats
  if (delta > 0 && !(await takeSeats(manager, hold.slot_id, delta))) {
    await explainRefusal(manager, hold.slot_id, hold.seats)
  }
  if (delta < 0) {
    await manager.execute(`UPDATE slot SET held = held + ?, updated_at = now() WHERE id = ?`, [
      delta,
      hold.slot_id,
    ])
  }
  const [updated] = (await manager.execute(
    `UPDATE hold SET seats = ?, travellers = ?, extras = ?, pickup_point_id = ?,
            expires_at = least(greatest(expires_at, now() + make_interval(mins => ?)), max_expires_at),
            updated_at = now()
      WHERE id = ? RETURNING id, slot_id, seats, expires_at`,
    [
      input.seats,
      json(input.travellers),
      json(input.extras),
      input.pickup_point_id,
      input.ttl_minutes,
      hold.id,
    ],
  )) as HoldRow[]
  return { ...updated, previous_seats: hold.seats }
}

/** Gives holds' seats back to their slots; holds no longer active are left alone. */
export async function releaseHolds(manager: EntityManager, holdIds: string[]): Promise<number> {
  if (holdIds.length === 0) return 0
  const released: { id: string }[] = await manager.execute(
    `WITH released AS (
       UPDATE hold SET status = 'released', updated_at = now()
        WHERE id IN (?) AND status = 'active' RETURNING id, slot_id, seats),
     per_slot AS (SELECT slot_id, sum(seats)::int AS total FROM released GROUP BY slot_id),
     updated AS (UPDATE slot s SET held = s.held - p.total, updated_at = now()
                   FROM per_slot p WHERE s.id = p.slot_id RETURNING s.id)
     SELECT id FROM released`,
    [holdIds],
  )
  return released.length
}

/** Releases every hold whose time is up; returns how many expired. */
export async function expireHolds(manager: EntityManager): Promise<number> {
  const [row] = await manager.execute(
    `WITH expired AS (
       UPDATE hold SET status = 'expired', updated_at = now()
        WHERE status = 'active' AND expires_at <= now() RETURNING slot_id, seats),
     per_slot AS (SELECT slot_id, sum(seats)::int AS total, count(*)::int AS holds
                    FROM expired GROUP BY slot_id),
     updated AS (UPDATE slot s SET held = s.held - p.total, updated_at = now()
                    FROM per_slot p WHERE s.id = p.slot_id RETURNING s.id)
     SELECT coalesce(sum(holds), 0)::int AS count FROM per_slot`,
  )
  return row?.count ?? 0
}

/**
 * Checks that a cart still holds the seats of every booking and keeps them
 * for `ttl_minutes` more while it is paid, never past each hold's maximum
 * lifetime. A hold the expiry job already released is taken again when its
 * seats are still free and its lifetime is not over; otherwise the cart needs
 * a check (`cart_needs_check`) and nothing changes.
 */
export async function extendCartHolds(
  manager: EntityManager,
  input: { cart_id: string; ttl_minutes: number },
): Promise<{ id: string; expires_at: Date }[]> {
  const holds: { id: string; slot_id: string; seats: number; status: string; spent: boolean }[] =
    await manager.execute(
      `SELECT id, slot_id, seats, status, max_expires_at <= now() AS spent FROM hold
        WHERE cart_id = ? AND deleted_at IS NULL AND status IN ('active', 'expired')
        ORDER BY id FOR UPDATE`,
      [input.cart_id],
    )
  if (holds.length === 0) {
    throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "cart_has_no_bookings")
  }
  for (const hold of holds.filter((h) => h.status === "expired")) {
    if (hold.spent) throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "hold_expired")
    if (!(await takeSeats(manager, hold.slot_id, hold.seats))) {
      throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "cart_needs_check")
    }
  }
  return manager.execute(
    `UPDATE hold SET status = 'active',
            expires_at = least(greatest(expires_at, now() + make_interval(mins => ?)), max_expires_at),
            updated_at = now()
      WHERE id IN (?) RETURNING id, expires_at`,
    [input.ttl_minutes, holds.map((h) => h.id)],
  )
}

/**
 * Keeps a cart's active holds until `until` (a hosted payment page's expiry
 * plus a margin), once: a hold already kept for a payment is not extended
 * again. Throws when a hold is no longer active.
 */
export async function extendCartHoldsForPayment(
  manager: EntityManager,
  input: { cart_id: string; until: Date },
): Promise<{ id: string; expires_at: Date }[]> {
  const holds: { id: string; status: string }[] = await manager.execute(
    `SELECT id, status FROM hold
      WHERE cart_id = ? AND deleted_at IS NULL AND status IN ('active', 'expired')
      ORDER BY id FOR UPDATE`,
    [input.cart_id],
  )
  if (holds.length === 0)
    throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "cart_has_no_bookings")
  if (holds.some((h) => h.status !== "active")) {
    throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "hold_expired")
  }
  return manager.execute(
    `UPDATE hold SET payment_until = ?::timestamptz,
            max_expires_at = greatest(max_expires_at, ?::timestamptz),
            expires_at = greatest(expires_at, ?::timestamptz), updated_at = now()
      WHERE id IN (?) AND payment_until IS NULL RETURNING id, expires_at`,
    [input.until, input.until, input.until, holds.map((h) => h.id)],
  )
}

/** Throws why seats could not be taken on a slot; `ownSeats` are already this cart's. */
async function explainRefusal(
  manager: EntityManager,
  slotId: string,
  ownSeats: number,
): Promise<never> {
  const [slot] = (await manager.execute(
    `SELECT capacity, held, booked, status, starts_at <= now() AS in_past
       FROM slot WHERE id = ? AND deleted_at IS NULL`,
    [slotId],
  )) as { capacity: number; held: number; booked: number; status: string; in_past: boolean }[]
  if (!slot) throw new BookingModuleError(MedusaError.Types.NOT_FOUND, "slot_not_found")
  if (slot.status !== "open")
    throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "slot_closed")
  if (slot.in_past) throw new BookingModuleError(MedusaError.Types.NOT_ALLOWED, "slot_in_past")
  throw notEnoughSeats(Math.max(0, slot.capacity - slot.held - slot.booked + ownSeats))
}

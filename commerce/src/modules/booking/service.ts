import type { Context } from "@medusajs/framework/types"
import {
  generateEntityId,
  InjectTransactionManager,
  MedusaContext,
  MedusaError,
  MedusaService,
} from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { BookingError, notEnoughSeats } from "../../lib/booking-error"
import { Booking } from "./models/booking"
import { Hold } from "./models/hold"
import { Slot } from "./models/slot"

type HoldSeatsInput = { slot_id: string; cart_id: string; seats: number; ttl_minutes: number }
type HoldRow = { id: string; slot_id: string; seats: number; expires_at: Date }
type BookingRow = { id: string; slot_id: string; seats: number; hold_id: string }
type SlotRow = {
  id: string
  capacity: number
  held: number
  booked: number
  status: string
  starts_at: Date
}

/**
 * Seats on slots. Every change of `held` or `booked` is one conditional SQL
 * statement inside the caller's transaction, so two servers on one database
 * can never sell the same seat: the row either satisfies the condition when
 * Postgres writes it, or the statement changes nothing.
 */
class BookingModuleService extends MedusaService({ Slot, Hold, Booking }) {
  /** Keeps `seats` on a slot for a cart, or explains why it cannot. */
  @InjectTransactionManager()
  async holdSeats(
    input: HoldSeatsInput,
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<HoldRow> {
    const manager = sharedContext.transactionManager!
    if (!Number.isInteger(input.seats) || input.seats < 1) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "no_travellers")
    }
    const updated: SlotRow[] = await manager.execute(
      `UPDATE slot SET held = held + ?, updated_at = now()
        WHERE id = ? AND deleted_at IS NULL AND status = 'open' AND starts_at > now()
          AND held + booked + ? <= capacity
        RETURNING id`,
      [input.seats, input.slot_id, input.seats],
    )
    if (updated.length === 0) {
      await this.explainRefusal(manager, input.slot_id)
    }
    const [hold] = (await manager.execute(
      `INSERT INTO hold (id, slot_id, cart_id, seats, expires_at, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, now() + make_interval(mins => ?), 'active', now(), now())
       RETURNING id, slot_id, seats, expires_at`,
      [generateEntityId(undefined, "hold"), input.slot_id, input.cart_id, input.seats, input.ttl_minutes],
    )) as HoldRow[]
    return hold
  }

  /** Gives a hold's seats back to its slot; a hold that is no longer active is left alone. */
  @InjectTransactionManager()
  async releaseHolds(
    holdIds: string[],
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<number> {
    if (holdIds.length === 0) return 0
    const manager = sharedContext.transactionManager!
    const released: { id: string }[] = await manager.execute(
      `WITH released AS (
         UPDATE hold SET status = 'released', updated_at = now()
          WHERE id IN (?) AND status = 'active' RETURNING id, slot_id, seats)
       UPDATE slot s SET held = s.held - r.total, updated_at = now()
         FROM (SELECT slot_id, sum(seats)::int AS total FROM released GROUP BY slot_id) r
        WHERE s.id = r.slot_id
       RETURNING s.id`,
      [holdIds],
    )
    return released.length
  }

  /** Releases every hold whose time is up; returns how many holds expired. */
  @InjectTransactionManager()
  async expireHolds(@MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<number> {
    const manager = sharedContext.transactionManager!
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
   * Makes sure every active hold of a cart is still valid and keeps it for
   * another `ttl_minutes` while the traveller pays. Throws when a hold lapsed.
   */
  @InjectTransactionManager()
  async extendCartHolds(
    input: { cart_id: string; ttl_minutes: number },
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<{ id: string }[]> {
    const manager = sharedContext.transactionManager!
    const holds: { id: string; status: string; expired: boolean }[] = await manager.execute(
      `SELECT id, status, expires_at <= now() AS expired FROM hold
        WHERE cart_id = ? AND deleted_at IS NULL AND status IN ('active', 'expired', 'released')
        FOR UPDATE`,
      [input.cart_id],
    )
    const live = holds.filter((h) => h.status === "active" && !h.expired)
    if (live.length === 0) {
      throw new BookingError(
        MedusaError.Types.NOT_ALLOWED,
        holds.length ? "hold_expired" : "cart_has_no_bookings",
      )
    }
    await manager.execute(
      `UPDATE hold SET expires_at = greatest(expires_at, now() + make_interval(mins => ?)),
              updated_at = now()
        WHERE id IN (?)`,
      [input.ttl_minutes, live.map((h) => h.id)],
    )
    return live.map(({ id }) => ({ id }))
  }

  /**
   * Turns a cart's active holds into bookings of an order, in one
   * transaction: seats move from `held` to `booked` on each slot.
   */
  @InjectTransactionManager()
  async convertCartHolds(
    input: { cart_id: string; order_id: string },
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<BookingRow[]> {
    const manager = sharedContext.transactionManager!
    const holds: { id: string; slot_id: string; seats: number }[] = await manager.execute(
      `UPDATE hold SET status = 'converted', updated_at = now()
        WHERE cart_id = ? AND status = 'active' AND deleted_at IS NULL
        RETURNING id, slot_id, seats`,
      [input.cart_id],
    )
    const bookings: BookingRow[] = []
    for (const hold of holds) {
      await manager.execute(
        `UPDATE slot SET held = held - ?, booked = booked + ?, updated_at = now() WHERE id = ?`,
        [hold.seats, hold.seats, hold.slot_id],
      )
      const [booking] = (await manager.execute(
        `INSERT INTO booking (id, slot_id, order_id, cart_id, hold_id, seats, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, now(), now())
         RETURNING id, slot_id, seats, hold_id`,
        [generateEntityId(undefined, "bkg"), hold.slot_id, input.order_id, input.cart_id, hold.id, hold.seats],
      )) as BookingRow[]
      bookings.push(booking)
    }
    return bookings
  }

  /** Undoes `convertCartHolds` for an order whose completion was rolled back. */
  @InjectTransactionManager()
  async revertOrderBookings(
    orderId: string,
    @MedusaContext() sharedContext: Context<EntityManager> = {},
  ): Promise<void> {
    const manager = sharedContext.transactionManager!
    const removed: { slot_id: string; seats: number; hold_id: string }[] = await manager.execute(
      `DELETE FROM booking WHERE order_id = ? RETURNING slot_id, seats, hold_id`,
      [orderId],
    )
    for (const booking of removed) {
      await manager.execute(
        `UPDATE slot SET booked = booked - ?, held = held + ?, updated_at = now() WHERE id = ?`,
        [booking.seats, booking.seats, booking.slot_id],
      )
      await manager.execute(`UPDATE hold SET status = 'active', updated_at = now() WHERE id = ?`, [
        booking.hold_id,
      ])
    }
  }

  private async explainRefusal(manager: EntityManager, slotId: string): Promise<never> {
    const [slot]: (SlotRow & { in_past: boolean })[] = await manager.execute(
      `SELECT id, capacity, held, booked, status, starts_at <= now() AS in_past
         FROM slot WHERE id = ? AND deleted_at IS NULL`,
      [slotId],
    )
    if (!slot) throw new BookingError(MedusaError.Types.NOT_FOUND, "slot_not_found")
    if (slot.status !== "open") throw new BookingError(MedusaError.Types.NOT_ALLOWED, "slot_closed")
    if (slot.in_past) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "slot_in_past")
    throw notEnoughSeats(Math.max(0, slot.capacity - slot.held - slot.booked))
  }
}

export default BookingModuleService

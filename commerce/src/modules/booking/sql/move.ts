import { MedusaError } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { BookingModuleError } from "../errors"
import type { BookingRequest } from "./holds"

/** Where a booking is and where an operator moves it (another slot of its option, and/or another party). */
export type BookingMove = {
  booking_id: string
  from: { slot_id: string; seats: number }
  to: BookingRequest & { slot_id: string; seats: number }
  /** The hold that keeps the seats the move needs on `to.slot_id` (all of them on another slot, the extra ones on the same); null when none are needed. */
  hold_id: string | null
}

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value)

/**
 * Moves a confirmed booking, not checked in, from where the caller saw it to
 * its new slot and party, in one transaction: the hold taken for the new
 * seats becomes booked seats, the old seats go back to their slot, and the
 * booking row names its new slot and party. A booking changed meanwhile (by
 * another change, a cancellation or a check-in) is left alone: 409
 * `change.booking_changed`, and nothing moves.
 */
export async function moveBooking(manager: EntityManager, move: BookingMove) {
  const { from, to } = move
  const [moved] = (await manager.execute(
    `UPDATE booking SET slot_id = ?, seats = ?, travellers = ?, extras = ?, pickup_point_id = ?,
            updated_at = now()
      WHERE id = ? AND status = 'confirmed' AND checked_in_at IS NULL AND deleted_at IS NULL
        AND slot_id = ? AND seats = ?
      RETURNING id`,
    [
      to.slot_id,
      to.seats,
      json(to.travellers),
      json(to.extras),
      to.pickup_point_id,
      move.booking_id,
      from.slot_id,
      from.seats,
    ],
  )) as { id: string }[]
  if (!moved) throw new BookingModuleError(MedusaError.Types.CONFLICT, "change.booking_changed")
  let heldSeats = 0
  if (move.hold_id) {
    const [hold] = (await manager.execute(
      `UPDATE hold SET status = 'converted', updated_at = now()
        WHERE id = ? AND slot_id = ? AND status = 'active' AND deleted_at IS NULL
        RETURNING seats`,
      [move.hold_id, to.slot_id],
    )) as { seats: number }[]
    // The hold lapsed (the sweeper released its seats): nothing moves, the operator tries again.
    if (!hold) throw new BookingModuleError(MedusaError.Types.CONFLICT, "change.booking_changed")
    heldSeats = hold.seats
  }
  if (from.slot_id === to.slot_id) {
    await manager.execute(
      `UPDATE slot SET held = held - ?, booked = booked + ?, updated_at = now() WHERE id = ?`,
      [heldSeats, to.seats - from.seats, to.slot_id],
    )
  } else {
    await manager.execute(
      `UPDATE slot SET held = held - ?, booked = booked + ?, updated_at = now() WHERE id = ?`,
      [heldSeats, to.seats, to.slot_id],
    )
    await manager.execute(`UPDATE slot SET booked = booked - ?, updated_at = now() WHERE id = ?`, [
      from.seats,
      from.slot_id,
    ])
  }
}

/**
 * Undoes `moveBooking` (a later step of the change failed): the booking goes
 * back to its old slot and party, the old seats are taken again (the slot's
 * CHECK constraint refuses them if they were sold meanwhile) and the new ones
 * given back. Nothing happens when the booking is no longer where the move
 * put it.
 */
export async function unmoveBooking(
  manager: EntityManager,
  move: BookingMove & { before: BookingRequest },
) {
  const { from, to } = move
  const [back] = (await manager.execute(
    `UPDATE booking SET slot_id = ?, seats = ?, travellers = ?, extras = ?, pickup_point_id = ?,
            updated_at = now()
      WHERE id = ? AND status = 'confirmed' AND deleted_at IS NULL AND slot_id = ? AND seats = ?
      RETURNING id`,
    [
      from.slot_id,
      from.seats,
      json(move.before.travellers),
      json(move.before.extras),
      move.before.pickup_point_id,
      move.booking_id,
      to.slot_id,
      to.seats,
    ],
  )) as { id: string }[]
  if (!back) return false
  if (from.slot_id === to.slot_id) {
    await manager.execute(`UPDATE slot SET booked = booked + ?, updated_at = now() WHERE id = ?`, [
      from.seats - to.seats,
      to.slot_id,
    ])
  } else {
    await manager.execute(`UPDATE slot SET booked = booked - ?, updated_at = now() WHERE id = ?`, [
      to.seats,
      to.slot_id,
    ])
    await manager.execute(`UPDATE slot SET booked = booked + ?, updated_at = now() WHERE id = ?`, [
      from.seats,
      from.slot_id,
    ])
  }
  return true
}

import type { Context } from "@medusajs/framework/types"
import { InjectManager, InjectTransactionManager, MedusaContext } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import * as admin from "./sql/admin"
import * as bookings from "./sql/bookings"
import * as checkIn from "./sql/check-in"
import * as departures from "./sql/departures"
import { BookingCalendarService } from "./service-layers/calendar-service"

export type { BookingModuleOptions } from "./service-layers/seats-service"

type Ctx = Context<EntityManager>

/**
 * Experiences, options, schedules, slots, holds and bookings. Every change of
 * a slot's `held` or `booked` is one conditional SQL statement inside the
 * caller's transaction (see sql/), so two servers on one database can never
 * sell the same seat; the CHECK constraint on `slot` is the last word.
 *
 * The service is built in layers, one concern a file: seats kept and sold
 * (service-layers/seats-service.ts), the calendar (service-layers/calendar-service.ts),
 * and here the desk: manifests, check-in and a booking's cancellation. Not in
 * a `services/` folder: Medusa registers every class there as a service of the
 * module, and each layer's constructor would resolve the others without end.
 */
class BookingModuleService extends BookingCalendarService {
  /** Confirmed bookings on slots, with what the manifest knows of them (a departure's travellers). */
  @InjectManager()
  async bookingsOnSlots(slotIds: string[], @MedusaContext() ctx: Ctx = {}) {
    return departures.bookingsOnSlots(ctx.manager!, slotIds)
  }

  /** Every booking on slots of a local date, optionally of one experience (the day manifest). */
  @InjectManager()
  async manifestRows(
    input: Parameters<typeof admin.manifestRows>[1],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return admin.manifestRows(ctx.manager!, input)
  }

  /** Orders by the date of their first confirmed booking (the pay-later follow-up). */
  @InjectManager()
  async ordersByFirstBooking(
    input: Parameters<typeof admin.ordersByFirstBooking>[1],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return admin.ordersByFirstBooking(ctx.manager!, input)
  }

  /** Bookings whose id ends with a voucher reference's 8 characters. */
  @InjectManager()
  async bookingByReference(suffix: string, @MedusaContext() ctx: Ctx = {}) {
    return admin.bookingByReference(ctx.manager!, suffix)
  }

  /** Marks a confirmed booking as used, once; null when it was not (already checked in, cancelled). */
  @InjectTransactionManager()
  async checkInBooking(bookingId: string, @MedusaContext() ctx: Ctx = {}) {
    return admin.checkIn(ctx.transactionManager!, bookingId)
  }

  /** Undoes a check-in (compensation). */
  @InjectTransactionManager()
  async undoCheckIn(bookingId: string, @MedusaContext() ctx: Ctx = {}) {
    return admin.undoCheckIn(ctx.transactionManager!, bookingId)
  }

  /** The bookings a voucher reference names, with their slot's date and zone (check-in). */
  @InjectManager()
  async checkInFacts(suffix: string, @MedusaContext() ctx: Ctx = {}) {
    return checkIn.checkInFacts(ctx.manager!, suffix)
  }

  /** Checks a confirmed booking in by an admin, once; null when it was not (already checked in, cancelled). */
  @InjectTransactionManager()
  async checkInBookingBy(bookingId: string, actor: string | null, @MedusaContext() ctx: Ctx = {}) {
    return checkIn.checkInBy(ctx.transactionManager!, bookingId, actor)
  }

  /** Undoes a check-in, recording who and when; null when the booking was not checked in. */
  @InjectTransactionManager()
  async undoCheckInBy(bookingId: string, actor: string | null, @MedusaContext() ctx: Ctx = {}) {
    return checkIn.undoCheckInBy(ctx.transactionManager!, bookingId, actor)
  }

  /** Puts an undone check-in back (compensation). */
  @InjectTransactionManager()
  async restoreCheckIn(
    bookingId: string,
    was: { checked_in_at: Date; checked_in_by: string | null },
    @MedusaContext() ctx: Ctx = {},
  ) {
    return checkIn.restoreCheckIn(ctx.transactionManager!, bookingId, was)
  }

  /** The slots of a day's manifest with seats against capacity and live holds. */
  @InjectManager()
  async manifestSlots(
    input: Parameters<typeof checkIn.manifestSlots>[1],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return checkIn.manifestSlots(ctx.manager!, input)
  }

  /** Cancels a confirmed booking and frees its seats; null when it was not confirmed (idempotent). */
  @InjectTransactionManager()
  async cancelBooking(bookingId: string, @MedusaContext() ctx: Ctx = {}) {
    return bookings.cancelBooking(ctx.transactionManager!, bookingId)
  }

  /** Confirms a cancelled booking again if its seats are still free (compensation). */
  @InjectTransactionManager()
  async restoreBooking(bookingId: string, @MedusaContext() ctx: Ctx = {}) {
    return bookings.restoreBooking(ctx.transactionManager!, bookingId)
  }
}

export default BookingModuleService

import type { Context } from "@medusajs/framework/types"
import {
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaService,
} from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { Booking } from "./models/booking"
import { Experience } from "./models/experience"
import { ExperienceOption } from "./models/experience-option"
import { Hold } from "./models/hold"
import { Schedule } from "./models/schedule"
import { Slot } from "./models/slot"
import { SlotClosure } from "./models/slot-closure"
import * as admin from "./sql/admin"
import * as bookings from "./sql/bookings"
import * as checkIn from "./sql/check-in"
import * as closures from "./sql/closures"
import * as departures from "./sql/departures"
import * as comboHolds from "./sql/combo-holds"
import * as conversion from "./sql/conversion"
import * as holds from "./sql/holds"
import * as move from "./sql/move"
import * as salvage from "./sql/salvage"
import * as schedules from "./sql/schedules"
import * as slots from "./sql/slots"

type Ctx = Context<EntityManager>

/**
 * Options of the booking module (medusa-config): how long holds live and how many a cart may have.
 * The only home of hold lengths: callers leave `ttl_minutes` out and get `hold_minutes`.
 */
export type BookingModuleOptions = Partial<holds.HoldLimits>

const DEFAULT_LIMITS: holds.HoldLimits = {
  hold_minutes: 15,
  max_minutes: 45,
  change_hold_minutes: 5,
  payment_retry_minutes: 2,
  max_active_per_cart: 20,
  max_total_per_cart: 100,
}

/**
 * Experiences, options, schedules, slots, holds and bookings. Every change of
 * a slot's `held` or `booked` is one conditional SQL statement inside the
 * caller's transaction (see sql/), so two servers on one database can never
 * sell the same seat; the CHECK constraint on `slot` is the last word.
 */
class BookingModuleService extends MedusaService({
  Experience,
  ExperienceOption,
  Schedule,
  Slot,
  SlotClosure,
  Hold,
  Booking,
}) {
  /** Hold lengths and per-cart caps, from the module's options. */
  readonly limits: holds.HoldLimits

  constructor(container: Record<string, unknown>, options: BookingModuleOptions = {}) {
    super(container)
    const given = Object.fromEntries(
      Object.entries(options ?? {}).filter(([, v]) => v !== undefined),
    )
    this.limits = { ...DEFAULT_LIMITS, ...given }
    if (this.limits.max_minutes < this.limits.hold_minutes) {
      throw new Error(
        `Booking module: max_minutes (${this.limits.max_minutes}) must not be shorter than hold_minutes (${this.limits.hold_minutes})`,
      )
    }
  }

  /**
   * Keeps seats on a slot for a cart, or throws why it cannot (409 with seats
   * left). A single statement, so no transaction of its own is needed.
   */
  @InjectManager()
  async holdSeats(
    input: Omit<holds.HoldSeatsInput, "ttl_minutes"> & { ttl_minutes?: number },
    @MedusaContext() ctx: Ctx = {},
  ) {
    return holds.holdSeats(
      ctx.manager!,
      { ...input, ttl_minutes: input.ttl_minutes ?? this.limits.hold_minutes },
      this.limits,
    )
  }

  /**
   * Holds seats on several slots for one cart in one transaction, all or none
   * (a combo): throws which part does not fit and leaves nothing held.
   */
  @InjectTransactionManager()
  async holdSeatsTogether(
    inputs: (Omit<holds.HoldSeatsInput, "ttl_minutes"> & { ttl_minutes?: number })[],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return comboHolds.holdSeatsTogether(
      ctx.transactionManager!,
      inputs.map((input) => ({
        ...input,
        ttl_minutes: input.ttl_minutes ?? this.limits.hold_minutes,
      })),
      this.limits,
    )
  }

  /** Moves a confirmed booking to its new slot and party, its hold's seats booked, in one transaction (see sql/move). */
  @InjectTransactionManager()
  async moveBooking(input: move.BookingMove, @MedusaContext() ctx: Ctx = {}) {
    return move.moveBooking(ctx.transactionManager!, input)
  }

  /** Undoes `moveBooking` (compensation of a booking change). */
  @InjectTransactionManager()
  async unmoveBooking(
    input: Parameters<typeof move.unmoveBooking>[1],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return move.unmoveBooking(ctx.transactionManager!, input)
  }

  /** How many of these holds are live holds of this cart. */
  @InjectManager()
  async countLiveHolds(cartId: string, holdIds: string[], @MedusaContext() ctx: Ctx = {}) {
    return holds.countLiveHolds(ctx.manager!, cartId, holdIds)
  }

  /** Changes the seats and request of a live hold; more seats are taken atomically. */
  @InjectTransactionManager()
  async adjustHold(
    input: Omit<Parameters<typeof holds.adjustHold>[1], "ttl_minutes"> & { ttl_minutes?: number },
    @MedusaContext() ctx: Ctx = {},
  ) {
    return holds.adjustHold(ctx.transactionManager!, {
      ...input,
      ttl_minutes: input.ttl_minutes ?? this.limits.hold_minutes,
    })
  }

  /** Gives the seats of active holds back. */
  @InjectTransactionManager()
  async releaseHolds(holdIds: string[], @MedusaContext() ctx: Ctx = {}) {
    return holds.releaseHolds(ctx.transactionManager!, holdIds)
  }

  /** Releases every hold whose time is up; returns how many expired. */
  @InjectTransactionManager()
  async expireHolds(@MedusaContext() ctx: Ctx = {}) {
    return holds.expireHolds(ctx.transactionManager!)
  }

  /** Checks a cart still holds all its seats and keeps them while it is paid. */
  @InjectTransactionManager()
  async extendCartHolds(
    input: { cart_id: string; ttl_minutes?: number },
    @MedusaContext() ctx: Ctx = {},
  ) {
    return holds.extendCartHolds(ctx.transactionManager!, {
      ...input,
      ttl_minutes: input.ttl_minutes ?? this.limits.hold_minutes,
    })
  }

  /** Keeps a cart's holds until a hosted payment page expires (once; see sql/holds). */
  @InjectTransactionManager()
  async extendCartHoldsForPayment(
    input: { cart_id: string; until: Date },
    @MedusaContext() ctx: Ctx = {},
  ) {
    return holds.extendCartHoldsForPayment(ctx.transactionManager!, input)
  }

  /**
   * Turns a completed cart's holds into bookings of its order, after checking
   * (holds locked, same transaction) they are the `expected` ones.
   */
  @InjectTransactionManager()
  async convertCartHolds(
    input: { cart_id: string; order_id: string; expected?: conversion.ExpectedHold[] },
    @MedusaContext() ctx: Ctx = {},
  ) {
    return conversion.convertCartHolds(ctx.transactionManager!, input)
  }

  /** For a paid cart: retakes released seats still free, gives up the others (see sql/salvage). */
  @InjectTransactionManager()
  async salvageCartHolds(
    input: { cart_id: string; ttl_minutes?: number },
    @MedusaContext() ctx: Ctx = {},
  ) {
    return salvage.salvageCartHolds(ctx.transactionManager!, {
      ...input,
      ttl_minutes: input.ttl_minutes ?? this.limits.hold_minutes,
    })
  }

  /** Compensation of `salvageCartHolds`: the given-up holds are expired again. */
  @InjectTransactionManager()
  async unreleaseHolds(holdIds: string[], @MedusaContext() ctx: Ctx = {}) {
    return salvage.unreleaseHolds(ctx.transactionManager!, holdIds)
  }

  /** Undoes `convertCartHolds` for an order whose completion was rolled back. */
  @InjectTransactionManager()
  async revertOrderBookings(orderId: string, @MedusaContext() ctx: Ctx = {}) {
    return conversion.revertOrderBookings(ctx.transactionManager!, orderId)
  }

  /** Creates the slots of schedules between two local dates (idempotent). */
  @InjectTransactionManager()
  async generateSlots(
    input: { schedule_ids?: string[]; from: string; to: string },
    @MedusaContext() ctx: Ctx = {},
  ) {
    return slots.generateSlots(ctx.transactionManager!, input)
  }

  /** Closes or reopens an experience's slots on a local date. */
  @InjectTransactionManager()
  async setDateStatus(
    input: Parameters<typeof slots.setDateStatus>[1],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return slots.setDateStatus(ctx.transactionManager!, input)
  }

  /** Changes a slot's capacity, never below what is held and booked. */
  @InjectTransactionManager()
  async setSlotCapacity(slotId: string, capacity: number, @MedusaContext() ctx: Ctx = {}) {
    return slots.setSlotCapacity(ctx.transactionManager!, slotId, capacity)
  }

  /** Adds a one-off slot to an option at a local date and time. */
  @InjectTransactionManager()
  async createOneOffSlot(
    input: Parameters<typeof slots.createOneOffSlot>[1],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return slots.createOneOffSlot(ctx.transactionManager!, input)
  }

  /** A slot with its option and experience, in one query. */
  @InjectManager()
  async slotContext(slotId: string, @MedusaContext() ctx: Ctx = {}) {
    return slots.slotContext(ctx.manager!, slotId)
  }

  /** Per local date of an experience: available, sold out or closed. */
  @InjectManager()
  async availabilityByDay(
    input: { product_id: string; from: string; to: string },
    @MedusaContext() ctx: Ctx = {},
  ) {
    return slots.availabilityByDay(ctx.manager!, input)
  }

  /** The open, future slots of an experience on one local date. */
  @InjectManager()
  async slotsOfDay(input: { product_id: string; date: string }, @MedusaContext() ctx: Ctx = {}) {
    return slots.slotsOfDay(ctx.manager!, input)
  }

  /** Every slot of an experience between two local dates, for the admin's calendar. */
  @InjectManager()
  async calendarSlots(
    input: Parameters<typeof admin.calendarSlots>[1],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return admin.calendarSlots(ctx.manager!, input)
  }

  /** Removes a schedule's future, empty slots its rule no longer describes; returns their ids. */
  @InjectTransactionManager()
  async pruneScheduleSlots(scheduleId: string, @MedusaContext() ctx: Ctx = {}) {
    return admin.pruneScheduleSlots(ctx.transactionManager!, scheduleId)
  }

  /** Brings back removed slots (compensation). */
  @InjectTransactionManager()
  async undeleteSlots(ids: string[], @MedusaContext() ctx: Ctx = {}) {
    return admin.restoreSlots(ctx.transactionManager!, ids)
  }

  /** Removes a slot nobody took a seat on (compensation of its creation). */
  @InjectTransactionManager()
  async removeEmptySlot(id: string, @MedusaContext() ctx: Ctx = {}) {
    return admin.removeEmptySlot(ctx.transactionManager!, id)
  }

  /** Sets the status of slots by id (compensation of a closure). */
  @InjectTransactionManager()
  async setSlotsStatus(ids: string[], status: "open" | "closed", @MedusaContext() ctx: Ctx = {}) {
    return admin.setSlotsStatus(ctx.transactionManager!, ids, status)
  }

  /** Adds a closure rule (a date, optionally of one option and/or at one start time) and closes its slots. */
  @InjectTransactionManager()
  async addClosure(
    input: Parameters<typeof closures.addClosure>[1],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return closures.addClosure(ctx.transactionManager!, input)
  }

  /** Removes the closure rules inside a scope and opens the slots no rule closes any more. */
  @InjectTransactionManager()
  async removeClosures(scope: closures.ClosureScope, @MedusaContext() ctx: Ctx = {}) {
    return closures.removeClosures(ctx.transactionManager!, scope)
  }

  /** Compensation of `addClosure`. */
  @InjectTransactionManager()
  async undoAddClosure(
    closureId: string | null,
    slotIds: string[],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return closures.undoAddClosure(ctx.transactionManager!, closureId, slotIds)
  }

  /** Compensation of `removeClosures`. */
  @InjectTransactionManager()
  async undoRemoveClosures(
    rules: closures.ClosureRow[],
    slotIds: string[],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return closures.undoRemoveClosures(ctx.transactionManager!, rules, slotIds)
  }

  /** Confirmed bookings and their seats on the slots of a closure scope. */
  @InjectManager()
  async bookedInScope(scope: closures.ClosureScope, @MedusaContext() ctx: Ctx = {}) {
    return closures.bookedInScope(ctx.manager!, scope)
  }

  /** Ids of the live slots of a closure scope. */
  @InjectManager()
  async slotIdsInScope(scope: closures.ClosureScope, @MedusaContext() ctx: Ctx = {}) {
    return closures.slotIdsInScope(ctx.manager!, scope)
  }

  /** The closure rules of an experience between two local dates. */
  @InjectManager()
  async closuresBetween(
    input: Parameters<typeof closures.closuresBetween>[1],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return closures.closuresBetween(ctx.manager!, input)
  }

  /** Gives back the seats of every active hold on these slots (a cancelled departure). */
  @InjectTransactionManager()
  async releaseSlotHolds(slotIds: string[], @MedusaContext() ctx: Ctx = {}) {
    return closures.releaseSlotHolds(ctx.transactionManager!, slotIds)
  }

  /** Sets a weekly schedule's capacity on its future slots, never below the seats taken on any. */
  @InjectTransactionManager()
  async applyScheduleCapacity(
    scheduleId: string,
    capacity: number,
    @MedusaContext() ctx: Ctx = {},
  ) {
    return schedules.applyScheduleCapacity(ctx.transactionManager!, scheduleId, capacity)
  }

  /** Compensation of `applyScheduleCapacity`. */
  @InjectTransactionManager()
  async restoreSlotCapacities(
    rows: { id: string; capacity: number }[],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return schedules.restoreSlotCapacities(ctx.transactionManager!, rows)
  }

  /** Another schedule of the same option valid on overlapping dates and sharing a weekday, if any. */
  @InjectManager()
  async overlappingSchedule(
    input: Parameters<typeof schedules.overlappingSchedule>[1],
    @MedusaContext() ctx: Ctx = {},
  ) {
    return schedules.overlappingSchedule(ctx.manager!, input)
  }

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

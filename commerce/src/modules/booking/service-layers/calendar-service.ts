import type { Context } from "@medusajs/framework/types"
import { InjectManager, InjectTransactionManager, MedusaContext } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import * as admin from "../sql/admin"
import * as closures from "../sql/closures"
import * as schedules from "../sql/schedules"
import * as slotReads from "../sql/slot-reads"
import * as slots from "../sql/slots"
import { BookingSeatsService } from "./seats-service"

type Ctx = Context<EntityManager>

/**
 * The booking module's calendar: slots generated from schedules, one-off slots, capacities,
 * closures of dates, options and start times, and what travellers see of a day's availability.
 */
export class BookingCalendarService extends BookingSeatsService {
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
    return slotReads.slotContext(ctx.manager!, slotId)
  }

  /** Per local date of an experience: available, sold out or closed. */
  @InjectManager()
  async availabilityByDay(
    input: { product_id: string; from: string; to: string },
    @MedusaContext() ctx: Ctx = {},
  ) {
    return slotReads.availabilityByDay(ctx.manager!, input)
  }

  /** The open, future slots of an experience on one local date. */
  @InjectManager()
  async slotsOfDay(input: { product_id: string; date: string }, @MedusaContext() ctx: Ctx = {}) {
    return slotReads.slotsOfDay(ctx.manager!, input)
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
}

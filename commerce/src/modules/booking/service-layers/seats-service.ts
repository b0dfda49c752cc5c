import type { Context } from "@medusajs/framework/types"
import {
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaService,
} from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { Booking } from "../models/booking"
import { Experience } from "../models/experience"
import { ExperienceOption } from "../models/experience-option"
import { Hold } from "../models/hold"
import { Schedule } from "../models/schedule"
import { Slot } from "../models/slot"
import { SlotClosure } from "../models/slot-closure"
import * as comboHolds from "../sql/combo-holds"
import * as conversion from "../sql/conversion"
import * as holds from "../sql/holds"
import * as move from "../sql/move"
import * as salvage from "../sql/salvage"

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
  payment_margin_minutes: 10,
  max_active_per_cart: 20,
  max_total_per_cart: 100,
}

/**
 * The booking module's seats kept and sold: holds of a cart (one, a combo's, their lengths from
 * the module's options), their conversion into an order's bookings, a booking moved to another
 * slot. The module's service (../service.ts) adds the calendar and the desk on top.
 */
export class BookingSeatsService extends MedusaService({
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

  /**
   * Keeps a cart's holds until its hosted payment page expires, plus the
   * `payment_margin_minutes` option (once; see sql/holds).
   */
  @InjectTransactionManager()
  async extendCartHoldsForPayment(
    input: { cart_id: string; page_expires_at: Date },
    @MedusaContext() ctx: Ctx = {},
  ) {
    const until = new Date(
      input.page_expires_at.getTime() + this.limits.payment_margin_minutes * 60_000,
    )
    return holds.extendCartHoldsForPayment(ctx.transactionManager!, {
      cart_id: input.cart_id,
      until,
    })
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
}

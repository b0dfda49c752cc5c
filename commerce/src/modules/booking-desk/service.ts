import type { Context } from "@medusajs/framework/types"
import {
  generateEntityId,
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaService,
} from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { BookingEvent } from "./models/booking-event"
import * as history from "./sql/history"
import * as search from "./sql/search"

type Ctx = Context<EntityManager>

/**
 * The operators' booking desk: one search over every booking (reference,
 * e-mail, lead guest, experience, date, state, payment; sql/search.ts) and
 * each booking's history (who did what, when).
 */
class BookingDeskModuleService extends MedusaService({ BookingEvent }) {
  /** One page of bookings matching a desk search, and how many match. */
  @InjectManager()
  async searchBookings(input: search.DeskSearch, @MedusaContext() ctx: Ctx = {}) {
    return search.searchBookings(ctx.manager!, input)
  }

  /** Writes history lines (a line whose key exists is skipped); the ids written. */
  @InjectTransactionManager()
  async recordEvents(events: history.BookingEventInput[], @MedusaContext() ctx: Ctx = {}) {
    return history.recordEvents(
      ctx.transactionManager!,
      () => generateEntityId(undefined, "bev"),
      events,
    )
  }

  /** Removes history lines (compensation). */
  @InjectTransactionManager()
  async removeEvents(ids: string[], @MedusaContext() ctx: Ctx = {}) {
    return history.removeEvents(ctx.transactionManager!, ids)
  }

  /** A booking's history and its order's, oldest first. */
  @InjectManager()
  async bookingHistory(orderId: string, bookingId: string, @MedusaContext() ctx: Ctx = {}) {
    return history.bookingHistory(ctx.manager!, orderId, bookingId)
  }
}

export default BookingDeskModuleService

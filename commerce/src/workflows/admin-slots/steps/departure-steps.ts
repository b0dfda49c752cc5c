import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import type { ClosureScope } from "../../../modules/booking/sql/closures"
import { cancelDepartureBookingWorkflow } from "../cancel-departure-booking"

const bookingOf = (container: { resolve: (key: string) => unknown }) =>
  container.resolve(BOOKING_MODULE) as BookingModuleService

export type DepartureScope = ClosureScope & { reason?: string | null }

/**
 * Closes a departure for good (a closure rule: no schedule save or slot
 * extension reopens it) and gives back every seat carts still hold on it, so
 * no cart can turn a hold into a booking after this commits. Forward only:
 * the bookings cancelled after it keep it closed, and a retry finds it
 * closed already.
 */
export const closeDepartureStep = createStep(
  "admin-close-departure",
  async (input: DepartureScope, { container }) => {
    const booking = bookingOf(container)
    const slotIds = await booking.slotIdsInScope(input)
    if (!slotIds.length)
      throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.no_departure")
    const added = await booking.addClosure(input)
    const holdsReleased = await booking.releaseSlotHolds(slotIds)
    return new StepResponse({
      slot_ids: slotIds,
      closure_id: added.closure.id,
      holds_released: holdsReleased,
    })
  },
)

export type DepartureOutcome = {
  booking_id: string
  order_id: string
  refund: { amount: number; currency_code: string } | null
  cancelled_now: boolean
}

/**
 * Cancels every confirmed booking on the departure's slots, each by its own
 * lifecycle workflow (its order's lock, full refund, e-mail), then looks
 * again: a booking a completion converted while the departure was closing
 * is found and cancelled the same way. A booking whose cancellation fails
 * (its order busy past the lock's wait) is reported, not retried in a loop:
 * the departure stays closed and the same request again finishes it.
 */
export const cancelDepartureBookingsStep = createStep(
  "admin-cancel-departure-bookings",
  async (input: { slot_ids: string[]; handle: string; message?: string | null }, { container }) => {
    const booking = bookingOf(container)
    const done: DepartureOutcome[] = []
    const failed: { booking_id: string; code: string; message: string }[] = []
    const seen = new Set<string>()
    for (let round = 0; round < 5; round++) {
      const rows = (await booking.bookingsOnSlots(input.slot_ids)).filter((r) => !seen.has(r.id))
      if (!rows.length) break
      for (const row of rows) {
        seen.add(row.id)
        try {
          const { result } = await cancelDepartureBookingWorkflow(container).run({
            input: { booking_id: row.id, handle: input.handle, message: input.message ?? null },
          })
          done.push({
            booking_id: result.booking_id,
            order_id: result.order_id,
            refund: result.refund,
            cancelled_now: result.cancelled_now,
          })
        } catch (error) {
          const e = error as { code?: string; message?: string }
          failed.push({
            booking_id: row.id,
            code: String(e.code ?? "unknown"),
            message: String(e.message ?? error),
          })
        }
      }
    }
    return new StepResponse({ cancelled: done, failed })
  },
)

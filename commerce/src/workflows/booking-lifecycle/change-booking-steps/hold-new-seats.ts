import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import type { ChangePlan } from "./plan-change"

/**
 * Holds the seats the change needs on the new slot before anything else
 * moves (all of them on another slot, only the extra ones on the same slot),
 * with the bookings' own hold: a full, closed or started slot is refused
 * with its numbers (409 `not_enough_seats` with the seats left). The hold
 * belongs to no cart (`change:<booking>`), so it never counts against a
 * traveller; compensation releases it, and a crash leaves it to lapse.
 */
export const holdNewSeatsStep = createStep(
  "change-booking-hold-new-seats",
  async (plan: ChangePlan, { container }) => {
    if (plan.hold_seats <= 0) return new StepResponse({ hold_id: null as string | null }, null)
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const hold = await booking.holdSeats({
      slot_id: plan.to.slot_id,
      cart_id: `change:${plan.booking_id}`,
      seats: plan.hold_seats,
      travellers: plan.to.travellers,
      extras: plan.to.extras,
      pickup_point_id: plan.to.pickup_point_id,
      ttl_minutes: booking.limits.change_hold_minutes,
    })
    return new StepResponse({ hold_id: hold.id as string | null }, hold.id)
  },
  async (holdId, { container }) => {
    if (!holdId) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.releaseHolds([holdId])
  },
)

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import type { ChangePlan } from "./plan-change"

/**
 * Moves the booking onto its new slot and party in one transaction: the
 * held seats become booked, the old ones go back on sale, the booking row
 * names its new slot (its id, so its voucher reference, stays). A booking
 * changed meanwhile is a 409 and nothing moves. Compensation moves it back.
 */
export const moveBookingStep = createStep(
  "change-booking-move",
  async (input: { plan: ChangePlan; hold_id: string | null }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const { plan } = input
    const move = {
      booking_id: plan.booking_id,
      from: { slot_id: plan.from.slot_id, seats: plan.from.seats },
      to: {
        slot_id: plan.to.slot_id,
        seats: plan.to.seats,
        travellers: plan.to.travellers,
        extras: plan.to.extras,
        pickup_point_id: plan.to.pickup_point_id,
      },
      hold_id: input.hold_id,
    }
    await booking.moveBooking(move)
    return new StepResponse({ moved: true }, { ...move, before: plan.from.request })
  },
  async (moved, { container }) => {
    if (!moved) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.unmoveBooking(moved)
  },
)

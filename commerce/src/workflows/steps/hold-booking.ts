import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { BookingRequestInput } from "../../lib/booking-request"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import { resolveBooking } from "../../lib/resolve-booking"

type HoldBookingInput = BookingRequestInput & {
  slot_id: string
  cart_id: string
  /** Minutes the hold lives; the booking module's hold length (its option) when left out. */
  ttl_minutes?: number
}

/**
 * Resolves a booking request and holds its seats in one step (the hot path
 * of adding to a cart); compensation gives the seats back.
 */
export const holdBookingStep = createStep(
  "hold-booking",
  async (input: HoldBookingInput, { container }) => {
    const resolved = await resolveBooking(container, input)
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const hold = await booking.holdSeats({
      slot_id: input.slot_id,
      cart_id: input.cart_id,
      seats: resolved.seats,
      ttl_minutes: input.ttl_minutes,
      ...resolved.request,
    })
    const lines = resolved.lines.map((line) => ({
      ...line,
      metadata: { ...line.metadata, hold_id: hold.id },
    }))
    return new StepResponse({ hold, lines, product_id: resolved.product_id }, hold.id)
  },
  async (holdId, { container }) => {
    if (!holdId) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    await booking.releaseHolds([holdId])
  },
)

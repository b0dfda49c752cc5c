import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"
import type { BookingRequest } from "../../modules/booking/sql/holds"

type AdjustHoldInput = BookingRequest & {
  hold_id: string
  cart_id: string
  seats: number
  /** Minutes the hold lives on; the booking module's hold length (its option) when left out. */
  ttl_minutes?: number
}

/**
 * Changes the seats of a live hold. Compensation restores the previous
 * count; when seats were given back meanwhile taken by someone else, the
 * restore fails loudly rather than oversell.
 */
export const adjustHoldStep = createStep(
  "adjust-hold",
  async (input: AdjustHoldInput, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const [before] = await booking.listHolds({ id: input.hold_id }, { take: 1 })
    const hold = await booking.adjustHold(input)
    return new StepResponse(hold, { input, before })
  },
  async (data, { container }) => {
    if (!data?.before) return
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const { before, input } = data
    await booking.adjustHold({
      hold_id: before.id,
      cart_id: input.cart_id,
      seats: before.seats,
      ttl_minutes: input.ttl_minutes,
      travellers: before.travellers as BookingRequest["travellers"],
      extras: before.extras as BookingRequest["extras"],
      pickup_point_id: before.pickup_point_id,
    })
  },
)

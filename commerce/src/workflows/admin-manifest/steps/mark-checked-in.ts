import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import type { CheckInTarget } from "./find-booking-by-reference"

/**
 * Marks the booking as used by an admin, once (one conditional UPDATE: of
 * two scans at the same moment the second finds it checked in and says
 * when); the compensation takes the check-in back.
 */
export const markCheckedInStep = createStep(
  "admin-mark-checked-in",
  async (input: { target: CheckInTarget; actor_id: string | null }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const { target } = input
    const at = await booking.checkInBookingBy(target.booking_id, input.actor_id)
    if (!at) {
      const [now] = await booking.checkInFacts(target.booking_id.slice(-8).toUpperCase())
      const when = {
        reference: target.reference,
        starts_at: target.starts_at,
        timezone: target.timezone,
      }
      if (now?.checked_in_at) {
        throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.already_checked_in", {
          ...when,
          checked_in_at: new Date(now.checked_in_at).toISOString(),
        })
      }
      throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.booking_cancelled", when)
    }
    return new StepResponse(
      { checked_in_at: new Date(at).toISOString(), checked_in_by: input.actor_id },
      target.booking_id,
    )
  },
  async (bookingId, { container }) => {
    if (bookingId)
      await (container.resolve(BOOKING_MODULE) as BookingModuleService).undoCheckIn(bookingId)
  },
)

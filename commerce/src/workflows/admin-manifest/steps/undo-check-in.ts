import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import type { CheckInTarget } from "./find-booking-by-reference"

/**
 * Takes a check-in back, recording who and when (409 when the booking is not
 * checked in: two undos at once undo once); the compensation puts it back.
 */
export const undoCheckInStep = createStep(
  "admin-undo-check-in",
  async (input: { target: CheckInTarget; actor_id: string | null }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const undone = await booking.undoCheckInBy(input.target.booking_id, input.actor_id)
    if (!undone) {
      throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.not_checked_in", {
        reference: input.target.reference,
      })
    }
    return new StepResponse(
      {
        was_checked_in_at: new Date(undone.checked_in_at).toISOString(),
        undone_at: new Date(undone.undone_at).toISOString(),
        undone_by: input.actor_id,
      },
      {
        booking_id: input.target.booking_id,
        was: { checked_in_at: undone.checked_in_at, checked_in_by: undone.checked_in_by },
      },
    )
  },
  async (undo, { container }) => {
    if (undo)
      await (container.resolve(BOOKING_MODULE) as BookingModuleService).restoreCheckIn(
        undo.booking_id,
        undo.was,
      )
  },
)

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../../../modules/booking"
import type BookingModuleService from "../../../../modules/booking/service"

/** One slot with its seat counts, holds and bookings, for shop admins. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [slot] = await booking.listSlots(
    { id: req.params.id },
    { relations: ["holds", "bookings"], take: 1 },
  )
  if (!slot) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Slot ${req.params.id} not found`)
  res.json({ slot })
}

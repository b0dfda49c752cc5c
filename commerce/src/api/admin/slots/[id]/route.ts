import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../../modules/booking"
import type BookingModuleService from "../../../../modules/booking/service"
import { adminUpdateSlotWorkflow } from "../../../../workflows/admin-slots/update-slot"
import type { AdminUpdateSlotType } from "../validators"

async function slotWithBookings(booking: BookingModuleService, id: string) {
  const [slot] = await booking.listSlots({ id }, { relations: ["holds", "bookings"], take: 1 })
  if (!slot) throw new BookingError(MedusaError.Types.NOT_FOUND, "slot_not_found")
  return slot
}

/** One slot with its seat counts, holds and bookings, for shop admins. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  res.json({ slot: await slotWithBookings(booking, req.params.id) })
}

/** Changes a slot's capacity (never below held + booked, refused with both) or opens/closes it. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminUpdateSlotType>,
  res: MedusaResponse,
) {
  await adminUpdateSlotWorkflow(req.scope).run({
    input: { slot_id: req.params.id, ...req.validatedBody },
  })
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  res.json({ slot: await slotWithBookings(booking, req.params.id) })
}

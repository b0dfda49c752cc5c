import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../../../modules/booking"
import type BookingModuleService from "../../../../modules/booking/service"
import type { AdminUpdateSlotType } from "../validators"

async function slotWithBookings(booking: BookingModuleService, id: string) {
  const [slot] = await booking.listSlots({ id }, { relations: ["holds", "bookings"], take: 1 })
  if (!slot) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Slot ${id} not found`)
  return slot
}

/** One slot with its seat counts, holds and bookings, for shop admins. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  res.json({ slot: await slotWithBookings(booking, req.params.id) })
}

/** Changes a slot's capacity (never below the seats taken) or opens/closes it. */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateSlotType>, res: MedusaResponse) {
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  await slotWithBookings(booking, req.params.id)
  if (req.validatedBody.capacity !== undefined) {
    await booking.setSlotCapacity(req.params.id, req.validatedBody.capacity)
  }
  if (req.validatedBody.status) {
    await booking.updateSlots({ id: req.params.id, status: req.validatedBody.status })
  }
  res.json({ slot: await slotWithBookings(booking, req.params.id) })
}

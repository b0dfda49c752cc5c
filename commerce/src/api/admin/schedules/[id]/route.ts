import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { BOOKING_MODULE } from "../../../../modules/booking"
import type BookingModuleService from "../../../../modules/booking/service"
import { adminUpdateScheduleWorkflow } from "../../../../workflows/admin-slots/update-schedule"
import type { AdminUpdateScheduleType } from "../../experiences/validators"

/** Edits a weekly schedule; its future slots follow the new rule (see the workflow). */
export async function POST(req: AuthenticatedMedusaRequest<AdminUpdateScheduleType>, res: MedusaResponse) {
  const { result } = await adminUpdateScheduleWorkflow(req.scope).run({
    input: { schedule_id: req.params.id, ...req.validatedBody },
  })
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const schedule = await booking.retrieveSchedule(req.params.id)
  res.json({ schedule, ...result })
}

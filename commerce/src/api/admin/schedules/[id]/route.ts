import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ADMIN_DATE_WINDOW, assertDateInWindow } from "../../../../lib/date-window"
import { BOOKING_MODULE } from "../../../../modules/booking"
import type BookingModuleService from "../../../../modules/booking/service"
import { adminDeleteScheduleWorkflow } from "../../../../workflows/admin-slots/delete-schedule"
import { adminUpdateScheduleWorkflow } from "../../../../workflows/admin-slots/update-schedule"
import type { AdminUpdateScheduleType } from "../../experiences/validators"

/** Edits a weekly schedule; its future slots follow the new rule (see the workflow). */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminUpdateScheduleType>,
  res: MedusaResponse,
) {
  const body = req.validatedBody
  if (body.valid_from) assertDateInWindow(body.valid_from, ADMIN_DATE_WINDOW)
  if (body.valid_to) assertDateInWindow(body.valid_to, ADMIN_DATE_WINDOW)
  const { result } = await adminUpdateScheduleWorkflow(req.scope).run({
    input: { schedule_id: req.params.id, ...body },
  })
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const schedule = await booking.retrieveSchedule(req.params.id)
  res.json({ schedule, ...result })
}

/** Removes a weekly schedule: its future empty slots go, slots with seats taken stay. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await adminDeleteScheduleWorkflow(req.scope).run({
    input: { schedule_id: req.params.id },
  })
  res.json({ id: req.params.id, deleted: true, ...result })
}

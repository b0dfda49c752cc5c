import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { ADMIN_DATE_WINDOW, assertDateInWindow } from "../../../../../lib/date-window"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"
import { adminCreateScheduleWorkflow } from "../../../../../workflows/admin-slots/create-schedule"
import { experienceByHandle } from "../../../admin-guards"
import type { AdminCreateScheduleType } from "../../validators"

/** Adds a weekly schedule (a season) to an option; its slots are created over the booking window. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminCreateScheduleType>,
  res: MedusaResponse,
) {
  const { option_code, ...rule } = req.validatedBody
  assertDateInWindow(rule.valid_from, ADMIN_DATE_WINDOW)
  if (rule.valid_to) assertDateInWindow(rule.valid_to, ADMIN_DATE_WINDOW)
  const experience = await experienceByHandle(req, req.params.handle)
  const option = experience.options.find((o) => o.code === option_code)
  if (!option) throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.option_not_found")
  const { result } = await adminCreateScheduleWorkflow(req.scope).run({
    input: { option_id: option.id, ...rule },
  })
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  res.status(201).json({
    schedule: await booking.retrieveSchedule(result.schedule_id),
    slots_created: result.slots_created,
  })
}

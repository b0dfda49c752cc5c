import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { ADMIN_DATE_WINDOW, assertDateInWindow } from "../../../../../lib/date-window"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"
import type { AdminSetDateStatusType } from "../../validators"

/** Closes (or reopens) every slot of an experience on a date, optionally of one option. */
export async function POST(req: AuthenticatedMedusaRequest<AdminSetDateStatusType>, res: MedusaResponse) {
  assertDateInWindow(req.validatedBody.date, ADMIN_DATE_WINDOW)
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [experience] = await booking.listExperiences({ handle: req.params.handle }, { take: 1 })
  if (!experience) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Experience ${req.params.handle} not found`)
  }
  const changed = await booking.setDateStatus({
    product_id: experience.product_id,
    local_date: req.validatedBody.date,
    option_code: req.validatedBody.option_code,
    status: req.validatedBody.status,
  })
  res.json({ date: req.validatedBody.date, status: req.validatedBody.status, slots_changed: changed })
}

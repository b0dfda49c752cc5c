import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { ADMIN_DATE_WINDOW, assertDateInWindow } from "../../../../../lib/date-window"
import { adminSetDateStatusWorkflow } from "../../../../../workflows/admin-slots/set-date-status"
import { experienceByHandle } from "../../../admin-guards"
import type { AdminSetDateStatusType } from "../../validators"

/**
 * Closes a date of an experience, optionally of one option and/or at one
 * start time, as a closure rule every later slot creation respects (slots
 * with bookings: refused, see departures); or reopens it (the rules removed).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminSetDateStatusType>,
  res: MedusaResponse,
) {
  const { date, option_code, local_time, status, reason } = req.validatedBody
  assertDateInWindow(date, ADMIN_DATE_WINDOW)
  const experience = await experienceByHandle(req, req.params.handle)
  if (option_code && !experience.options.some((o) => o.code === option_code)) {
    throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.slots.option_not_found")
  }
  const { result: changed } = await adminSetDateStatusWorkflow(req.scope).run({
    input: { product_id: experience.product_id, date, option_code, local_time, status, reason },
  })
  res.json({
    date,
    option_code: option_code ?? null,
    local_time: local_time ?? null,
    status,
    slots_changed: changed,
  })
}

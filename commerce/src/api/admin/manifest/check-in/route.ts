import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ADMIN_DATE_WINDOW, assertDateInWindow } from "../../../../lib/date-window"
import { checkInBookingWorkflow } from "../../../../workflows/admin-manifest/check-in-booking"
import type { AdminCheckInType } from "../validators"

/**
 * Checks in the booking of a voucher reference for the manifest's date:
 * 409 with the reason (cancelled, refunded, another date, already checked
 * in and when, unpaid without `confirm_unpaid`).
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminCheckInType>, res: MedusaResponse) {
  const { reference, date, confirm_unpaid } = req.validatedBody
  if (date) assertDateInWindow(date, ADMIN_DATE_WINDOW)
  const { result } = await checkInBookingWorkflow(req.scope).run({
    input: { reference, date, confirm_unpaid, actor_id: req.auth_context?.actor_id ?? null },
  })
  res.json({ check_in: result })
}

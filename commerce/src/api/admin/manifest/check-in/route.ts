import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkInBookingWorkflow } from "../../../../workflows/admin-manifest/check-in-booking"
import type { AdminCheckInType } from "../validators"

/** Checks in the booking of a voucher reference; a second scan answers 409 with when. */
export async function POST(req: AuthenticatedMedusaRequest<AdminCheckInType>, res: MedusaResponse) {
  const { result } = await checkInBookingWorkflow(req.scope).run({ input: { reference: req.validatedBody.reference } })
  res.json({ check_in: result })
}

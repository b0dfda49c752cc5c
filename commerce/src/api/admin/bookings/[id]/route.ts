import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deskBooking } from "../../../../lib/admin/desk-booking"
import { requestLocale } from "../../../../lib/i18n/request-locale"

/** One booking at the desk: its voucher's facts, its money, its history and which actions it takes. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ booking: await deskBooking(req.scope, req.params.id, requestLocale(req)) })
}

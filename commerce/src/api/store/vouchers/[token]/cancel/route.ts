import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { voucherBookingId } from "../../../../../lib/voucher-booking"
import { cancelBookingWorkflow } from "../../../../../workflows/booking/cancel-booking"

/** A guest cancels the voucher's booking within its policy (idempotent). */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await cancelBookingWorkflow(req.scope).run({
    input: { booking_id: voucherBookingId(req.params.token) },
  })
  res.json({ cancellation: result })
}

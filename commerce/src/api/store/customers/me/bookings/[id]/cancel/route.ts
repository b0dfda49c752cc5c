import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { assertCustomerBooking } from "../../../../../../../lib/booking-cancellation"
import { cancelBookingWorkflow } from "../../../../../../../workflows/booking/cancel-booking"

/** The customer cancels one of their bookings within its policy (idempotent). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const bookingId = await assertCustomerBooking(req.scope, req.params.id, req.auth_context.actor_id)
  const { result } = await cancelBookingWorkflow(req.scope).run({
    input: { booking_id: bookingId },
  })
  res.json({ cancellation: result })
}

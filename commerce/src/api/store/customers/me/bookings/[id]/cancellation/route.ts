import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import {
  assertCustomerBooking,
  bookingCancellation,
  cancellationSummary,
} from "../../../../../../../lib/booking-cancellation"
import { requestLocale } from "../../../../../../../lib/i18n/request-locale"

/** What cancelling one of the customer's bookings now would mean (refund, penalty, or why not). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const bookingId = await assertCustomerBooking(req.scope, req.params.id, req.auth_context.actor_id)
  res.json({
    cancellation: cancellationSummary(
      await bookingCancellation(req.scope, bookingId),
      requestLocale(req),
    ),
  })
}

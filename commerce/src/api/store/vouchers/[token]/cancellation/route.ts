import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bookingCancellation, cancellationSummary } from "../../../../../lib/booking-cancellation"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { voucherBookingId } from "../../../../../lib/voucher-booking"

/** What cancelling the voucher's booking now would mean (refund, penalty, or why not). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const cancellation = await bookingCancellation(req.scope, voucherBookingId(req.params.token))
  res.json({ cancellation: cancellationSummary(cancellation, requestLocale(req)) })
}

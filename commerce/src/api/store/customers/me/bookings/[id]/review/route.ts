import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../../../lib/booking-error"
import { createReviewWorkflow } from "../../../../../../../workflows/review/create-review"
import { publicReview } from "../../../../../reviews/public-review"
import type { StoreCreateCustomerReviewType } from "../../../../../reviews/validators"

/** A signed-in traveller reviews one of their own past bookings (the account's 'Write a review'). */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreCreateCustomerReviewType>,
  res: MedusaResponse,
) {
  if (!/^bkg_[0-9A-Z]{26}$/.test(req.params.id))
    throw new BookingError(MedusaError.Types.NOT_FOUND, "review_booking_not_found")
  const { result } = await createReviewWorkflow(req.scope).run({
    input: {
      proof: { booking_id: req.params.id, customer_id: req.auth_context.actor_id },
      ...req.validatedBody,
    },
  })
  res.status(201).json({ review: publicReview(result) })
}

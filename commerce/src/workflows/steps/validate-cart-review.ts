import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import { reviewCart } from "../../lib/cart-review"

/** Refuses to go on with a cart whose bookings changed since they were added. */
export const validateCartReviewStep = createStep(
  "validate-cart-review",
  async (input: { cart_id: string }, { container }) => {
    const review = await reviewCart(container, input.cart_id)
    if (review?.needs_review) {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "cart_needs_review", {
        banner: review.banner ?? "",
      })
    }
    return new StepResponse(review)
  },
)

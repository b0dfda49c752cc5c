import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import { checkCart } from "../../lib/cart-check"

/** Refuses to go on with a cart whose bookings changed since they were added. */
export const validateCartCheckStep = createStep(
  "validate-cart-check",
  async (input: { cart_id: string }, { container }) => {
    const check = await checkCart(container, input.cart_id)
    if (check?.needs_check) {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "cart_needs_check", {
        banner: check.banner ?? "",
      })
    }
    return new StepResponse(check)
  },
)

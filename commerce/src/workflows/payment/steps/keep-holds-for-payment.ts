import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/**
 * Keeps a cart's holds until its Checkout Session expires, plus the booking
 * module's `payment_margin_minutes` (once per cart: the booking module does
 * not extend a hold twice for a payment). Nothing to undo: a longer hold is
 * released by the sweeper, which first expires the session.
 */
export const keepHoldsForPaymentStep = createStep(
  "keep-holds-for-payment",
  async (input: { cart_id: string; expires_at?: number }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const pageExpiresAt = new Date((input.expires_at ?? Date.now() / 1000) * 1000)
    return new StepResponse(
      await booking.extendCartHoldsForPayment({
        cart_id: input.cart_id,
        page_expires_at: pageExpiresAt,
      }),
    )
  },
)

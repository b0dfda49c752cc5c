import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/** Minutes the holds outlive the Checkout Session, so the seats never lapse while Stripe can still take the money. */
export const PAYMENT_HOLD_MARGIN_MINUTES = 10

/**
 * Keeps a cart's holds until its Checkout Session expires, plus a margin
 * (once per cart: the booking module does not extend a hold twice for a
 * payment). Nothing to undo: a longer hold is released by the sweeper, which
 * first expires the session.
 */
export const keepHoldsForPaymentStep = createStep(
  "keep-holds-for-payment",
  async (input: { cart_id: string; expires_at?: number }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const until = new Date(
      ((input.expires_at ?? Date.now() / 1000) + PAYMENT_HOLD_MARGIN_MINUTES * 60) * 1000,
    )
    return new StepResponse(
      await booking.extendCartHoldsForPayment({ cart_id: input.cart_id, until }),
    )
  },
)

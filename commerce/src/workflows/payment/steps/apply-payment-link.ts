import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CheckoutSnapshot } from "./read-checkout-session"
import { settlePaymentLink } from "./settle-payment-link"

/**
 * A paid payment link applied to its order, or refunded in full (see
 * settlePaymentLink); run under the order's settlement lock. Idempotent per
 * PaymentIntent, so nothing to compensate.
 */
export const applyPaymentLinkStep = createStep(
  "apply-payment-link",
  async (snap: CheckoutSnapshot, { container }) => {
    return new StepResponse(await settlePaymentLink(container, snap))
  },
)

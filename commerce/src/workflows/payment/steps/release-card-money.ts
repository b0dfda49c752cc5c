import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { requireStripe } from "../../../lib/stripe"
import { refundOrderMoneyWorkflow } from "../../booking-lifecycle/refund-order-money"
import type { CheckoutSnapshot } from "./read-checkout-session"

/**
 * Gives a card payment back that bought nothing: the authorisation is
 * released, or the capture refunded in full by the one refund workflow
 * (`refund-order-money`, Stripe only: Medusa holds no payment of it), once
 * per PaymentIntent (Stripe idempotency keys; one done already is success). Nothing to compensate: the
 * traveller keeps their money.
 */
export const releaseCardMoneyStep = createStep(
  "release-card-money",
  async (snap: CheckoutSnapshot, { container }) => {
    if (!snap.intent_id) return new StepResponse(false)
    const stripe = requireStripe()
    try {
      if (snap.intent_status === "requires_capture") {
        await stripe.paymentIntents.cancel(
          snap.intent_id,
          {},
          { idempotencyKey: `release-${snap.intent_id}` },
        )
      } else if (snap.intent_status === "succeeded") {
        await refundOrderMoneyWorkflow(container).run({
          input: {
            payment_intent: snap.intent_id,
            reason: "orphan_card_payment",
            key: `orphan-card:${snap.intent_id}`,
          },
        })
      }
    } catch (error) {
      const intent = await stripe.paymentIntents.retrieve(snap.intent_id, {
        expand: ["latest_charge"],
      })
      const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null
      if (intent.status === "canceled" || charge?.refunded) return new StepResponse(true)
      throw error
    }
    return new StepResponse(true)
  },
)

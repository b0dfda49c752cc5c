import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { snapshot, type CheckoutSnapshot } from "../../../lib/checkout-snapshot"
import { requireStripe } from "../../../lib/stripe"

export type { CheckoutSnapshot }

/**
 * Reads the Checkout Session (found from its PaymentIntent when that is all
 * an event names) again from Stripe: the event's own copy may be old.
 * Returns null when no Checkout Session belongs to the PaymentIntent, or
 * Stripe does not know the session.
 */
export const readCheckoutSessionStep = createStep(
  "read-checkout-session",
  async (input: { checkout_session_id?: string | null; payment_intent_id?: string | null }) => {
    const stripe = requireStripe()
    let id = input.checkout_session_id ?? null
    if (!id && input.payment_intent_id) {
      const { data } = await stripe.checkout.sessions.list({
        payment_intent: input.payment_intent_id,
        limit: 1,
      })
      id = data[0]?.id ?? null
    }
    if (!id) return new StepResponse(null)
    try {
      return new StepResponse(
        snapshot(await stripe.checkout.sessions.retrieve(id, { expand: ["payment_intent"] })),
      )
    } catch (error) {
      // A session Stripe does not know (another account's, or made up) settles nothing.
      if ((error as { statusCode?: number }).statusCode === 404) return new StepResponse(null)
      throw error
    }
  },
)

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type Stripe from "stripe"
import { requireStripe } from "../../../lib/stripe"
import { createStripeRefund } from "../../../modules/stripe-checkout/refund-request"
import type { RefundPlan } from "./plan-order-refund"

/**
 * Gives the planned money back at Stripe, before Medusa records anything:
 * each request carries an idempotency key derived from the refund's intent,
 * so a retry (or a restart after a crash between Stripe's answer and
 * Medusa's record) gets the same refund back, never a second one. A
 * Stripe-only refund another caller has completed meanwhile (the charge is
 * refunded in full) is success. Nothing to compensate: the money is sent.
 */
export const refundAtStripeStep = createStep("refund-at-stripe", async (plan: RefundPlan) => {
  const requests = [
    ...plan.parts.flatMap((p) => (p.stripe ? [p.stripe] : [])),
    ...(plan.stripe_only ? [plan.stripe_only] : []),
  ]
  if (!requests.length) return new StepResponse({ refund_ids: [] as string[] })
  const stripe = requireStripe()
  const ids: string[] = []
  for (const request of requests) {
    try {
      ids.push((await createStripeRefund(stripe, request)).id)
    } catch (error) {
      if (request !== plan.stripe_only) throw error
      const intent = await stripe.paymentIntents.retrieve(request.payment_intent, {
        expand: ["latest_charge"],
      })
      if (!(intent.latest_charge as Stripe.Charge | null)?.refunded) throw error
    }
  }
  return new StepResponse({ refund_ids: ids })
})

import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type Stripe from "stripe"
import { centsOf } from "../../../lib/money"
import { stripeClient } from "../../../lib/stripe"
import { toMinorUnits } from "../../../modules/stripe-checkout/money"
import { CARD_PROVIDER_ID } from "../../../modules/stripe-checkout/types"

type OrderLink = {
  currency_code: string
  metadata?: { payment_link?: { paid_by?: string } | null } | null
  payment_collections?:
    { payments?: { provider_id: string; refunds?: { amount: unknown }[] | null }[] | null }[] | null
}

/**
 * A pay-later order's balance paid by its payment link is recorded by
 * Medusa as the capture of the order's pay-later payment, whose provider
 * moves no money: a refund Medusa records on it is made here at Stripe, on
 * the link's PaymentIntent. The card provider refunds its own payments.
 * Idempotent: it refunds only what Stripe has not refunded yet of what
 * Medusa recorded.
 */
export const refundLinkAtStripeStep = createStep(
  "lifecycle-refund-link-at-stripe",
  async (input: { order_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: [
        "currency_code",
        "metadata",
        "payment_collections.payments.provider_id",
        "payment_collections.payments.refunds.amount",
      ],
      filters: { id: input.order_id },
    })
    const order = data[0] as unknown as OrderLink | undefined
    const intentId = order?.metadata?.payment_link?.paid_by
    const stripe = stripeClient()
    if (!order || !intentId || !stripe) return new StepResponse({ refunded: 0 })
    const recorded = (order.payment_collections ?? [])
      .flatMap((c) => c.payments ?? [])
      .filter((p) => p.provider_id !== CARD_PROVIDER_ID)
      .flatMap((p) => p.refunds ?? [])
      .reduce((sum, r) => sum + centsOf(r.amount), 0)
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge"] })
    const charge = intent.latest_charge as Stripe.Charge | null
    if (!charge) return new StepResponse({ refunded: 0 })
    const wanted =
      Math.min(toMinorUnits(recorded / 100, order.currency_code), charge.amount_captured) -
      charge.amount_refunded
    if (wanted <= 0) return new StepResponse({ refunded: 0 })
    await stripe.refunds.create(
      { payment_intent: intentId, amount: wanted },
      { idempotencyKey: `link-refund-${intentId}-${charge.amount_refunded}-${wanted}` },
    )
    return new StepResponse({ refunded: wanted })
  },
)

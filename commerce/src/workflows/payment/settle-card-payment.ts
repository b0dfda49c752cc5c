import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { settleCardCartWorkflow } from "./settle-card-cart"
import { settlePaymentLinkWorkflow } from "./settle-payment-link"
import type { CardPaymentOutcome } from "../../lib/card-payment-outcome"
import { readCheckoutSessionStep } from "./steps/read-checkout-session"

export type { CardPaymentOutcome } from "../../lib/card-payment-outcome"

export type SettleCardPaymentInput = {
  checkout_session_id?: string | null
  payment_intent_id?: string | null
}

/**
 * The one way a card payment becomes an order (or gives the money back):
 * read the Checkout Session from Stripe, then settle a cart's payment
 * (settle-card-cart) or a payment link's (settle-payment-link), each under
 * its lock. Run by the webhook, the return page and the reconcile job; safe
 * to run any number of times.
 */
export const settleCardPaymentWorkflow = createWorkflow(
  "settle-card-payment",
  (input: SettleCardPaymentInput) => {
    const snapshot = readCheckoutSessionStep(input)
    const link = when(
      "payment-link-session",
      { snapshot },
      ({ snapshot }) => !!snapshot?.order_id,
    ).then(() =>
      settlePaymentLinkWorkflow.runAsStep({
        input: transform({ snapshot }, ({ snapshot }) => snapshot!),
      }),
    )
    const cart = when(
      "cart-session",
      { snapshot },
      ({ snapshot }) => !snapshot?.order_id && !!snapshot?.cart_id,
    ).then(() =>
      settleCardCartWorkflow.runAsStep({
        input: transform({ snapshot }, ({ snapshot }) => snapshot!),
      }),
    )
    const outcome = transform(
      { link, cart },
      ({ link, cart }): CardPaymentOutcome =>
        link ?? cart ?? { outcome: "ignored", cart_id: null, order_id: null },
    )
    return new WorkflowResponse(outcome)
  },
)

import type { StripeRefundRequest } from "./refund-request"
import { z } from "@medusajs/framework/zod"
import { LOCALES } from "@sendero/shared/locales"

/** Options of the `stripe-checkout` payment provider (from medusa-config). */
export type StripeCheckoutOptions = {
  /** Secret API key (`sk_…`); never sent to a browser. */
  apiKey: string
  /** Signing secret of the webhook endpoint (`whsec_…`) that Stripe calls at /hooks/stripe. */
  webhookSecret?: string
  /** Another Stripe API base, e.g. `http://127.0.0.1:12111` for the local test double. */
  apiUrl?: string
}

/**
 * What a card checkout needs beyond an amount, built on the server from the
 * cart (never from a request body) and passed in the payment session's
 * context: one line per booking, whose minor-unit amounts add up to the
 * payment collection's amount.
 */
export const CardCheckoutContext = z.object({
  cart_id: z.string().min(1),
  locale: z.enum(LOCALES),
  success_url: z.string().url(),
  cancel_url: z.string().url(),
  customer_email: z.string().email().optional(),
  /** When the session closes (Unix seconds, 30 min to 24 h ahead); else 31 to 36 minutes from now. */
  expires_at: z.number().int().optional(),
  line_items: z
    .array(
      z.object({
        name: z.string().min(1),
        amount: z.number().int().min(0),
        quantity: z.number().int().min(1).default(1),
      }),
    )
    .min(1),
})
export type CardCheckoutContextType = z.infer<typeof CardCheckoutContext>

/**
 * The payment session's data as Medusa stores it (and the store API shows
 * it): the Checkout Session's id, hosted URL and expiry, and its
 * PaymentIntent once the traveller has paid. `amount_to_capture` (minor units)
 * is set by the completion workflow just before a partial capture;
 * `refund_request` by the refund workflow just before Medusa records a
 * refund it made at Stripe (the provider sends the same request again).
 */
export type StripeCheckoutData = {
  id: string
  url: string | null
  expires_at: number
  payment_intent: string | null
  amount_to_capture?: number
  refund_request?: StripeRefundRequest
}

/** The provider's id in Medusa: `pp_<identifier>_<id from medusa-config>`. */
export const CARD_PROVIDER_ID = "pp_stripe-checkout_card"

import { z } from "@medusajs/framework/zod"

/** Path of `GET /store/payment-links/:session_id`: the Checkout Session Stripe sent the traveller back from. */
export const StorePaymentLinkParams = z.object({
  session_id: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/),
})
export type StorePaymentLinkParamsType = z.infer<typeof StorePaymentLinkParams>

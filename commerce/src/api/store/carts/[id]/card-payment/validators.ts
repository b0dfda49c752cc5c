import { z } from "@medusajs/framework/zod"
import { LOCALES } from "../../../../../lib/i18n/messages"

/** Body of `POST /store/carts/:id/card-payment`: the language of Stripe's page and of the return URLs. */
export const StoreStartCardPayment = z.object({ locale: z.enum(LOCALES).optional() }).strict()
export type StoreStartCardPaymentType = z.infer<typeof StoreStartCardPayment>

/** Query of `GET /store/carts/:id/card-payment`: the Checkout Session Stripe sent the traveller back from. */
export const StoreCardPaymentResult = z
  .object({ session_id: z.string().regex(/^cs_[A-Za-z0-9_]+$/) })
  .strict()
export type StoreCardPaymentResultType = z.infer<typeof StoreCardPaymentResult>

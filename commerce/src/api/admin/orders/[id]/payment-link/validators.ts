import { z } from "@medusajs/framework/zod"
import { LOCALES } from "../../../../../lib/i18n/messages"

/** Body of `POST /admin/orders/:id/payment-link`: the language of the payment page (the buyer's). */
export const AdminCreatePaymentLink = z.object({ locale: z.enum(LOCALES).optional() }).strict()
export type AdminCreatePaymentLinkType = z.infer<typeof AdminCreatePaymentLink>

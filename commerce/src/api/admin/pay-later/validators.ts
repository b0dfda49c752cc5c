import { z } from "@medusajs/framework/zod"
import { LOCALES } from "../../../lib/i18n/messages"

const localDate = z.iso.date({ message: "Use a date as YYYY-MM-DD" })

/** Most days of first bookings the follow-up lists at once. */
export const PAY_LATER_MAX_DAYS = 93

/** Query of `GET /admin/pay-later`: orders whose first booking falls between two dates. */
export const AdminPayLaterQuery = z
  .object({
    from: localDate,
    to: localDate,
    limit: z.coerce.number().int().min(1).max(200).default(100),
  })
  .refine((q) => q.from <= q.to, { message: "`from` must not be after `to`", path: ["to"] })
export type AdminPayLaterQueryType = z.infer<typeof AdminPayLaterQuery>

/** Body of `POST /admin/pay-later/:id/payment-link`: the buyer's language. */
export const AdminSendPaymentLink = z.object({ locale: z.enum(LOCALES).optional() }).strict()
export type AdminSendPaymentLinkType = z.infer<typeof AdminSendPaymentLink>

/** Body of `POST /admin/pay-later/:id/cancel`: nothing. */
export const AdminCancelPayLater = z.object({}).strict()

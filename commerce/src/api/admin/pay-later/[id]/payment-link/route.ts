import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { parseEnv } from "../../../../../lib/env"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { mailNotice } from "../../../../../lib/mail-notice"
import { formatLinkInstant } from "../../../../../lib/payment-link"
import { stripeClient } from "../../../../../lib/stripe"
import { adminSendPaymentLinkWorkflow } from "../../../../../workflows/admin-paylater/send-payment-link"
import type { AdminSendPaymentLinkType } from "../../validators"

/**
 * E-mails a pay-later buyer the card payment link for what the order's live
 * bookings owe, in the order's language unless the body names one (the
 * admin's own language is only that of the answer's messages). With the
 * mail server down the link is still made and kept: the answer carries it
 * with `sent: false` and a notice that the e-mail will be retried.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminSendPaymentLinkType>,
  res: MedusaResponse,
) {
  if (!stripeClient()) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "card_payments_off")
  const { result } = await adminSendPaymentLinkWorkflow(req.scope).run({
    input: {
      order_id: req.params.id,
      locale: req.validatedBody.locale,
      site_url: parseEnv().PUBLIC_SITE_URL,
    },
  })
  // The admin reads the expiry in their own language, on the experience's clock (the e-mail uses the order's).
  const locale = requestLocale(req)
  const { link } = result
  const expires_at_local = formatLinkInstant(link.expires_at * 1000, link.timezone, locale)
  res.json({
    payment_link: { ...link, expires_at_local },
    ...mailNotice(result, locale, "payment_link_mail_not_sent", {
      to: result.to ?? "",
      url: link.url ?? "",
    }),
  })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { parseEnv } from "../../../../../lib/env"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { stripeClient } from "../../../../../lib/stripe"
import { adminSendPaymentLinkWorkflow } from "../../../../../workflows/admin-paylater/send-payment-link"
import type { AdminSendPaymentLinkType } from "../../validators"

/** E-mails a pay-later buyer the card payment link for the order's balance. */
export async function POST(req: AuthenticatedMedusaRequest<AdminSendPaymentLinkType>, res: MedusaResponse) {
  if (!stripeClient()) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "card_payments_off")
  const { result } = await adminSendPaymentLinkWorkflow(req.scope).run({
    input: {
      order_id: req.params.id,
      locale: req.validatedBody.locale ?? requestLocale(req),
      site_url: parseEnv().PUBLIC_SITE_URL,
    },
  })
  res.json({ payment_link: result, sent: true })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { parseEnv } from "../../../../../lib/env"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { formatLinkInstant } from "../../../../../lib/payment-link"
import { stripeClient } from "../../../../../lib/stripe"
import { createPaymentLinkWorkflow } from "../../../../../workflows/payment/create-payment-link"
import type { AdminCreatePaymentLinkType } from "./validators"

/** Creates (or gives again) a card payment link for what a pay-later order's live bookings owe, in the order's language unless named. */
export async function POST(req: MedusaRequest<AdminCreatePaymentLinkType>, res: MedusaResponse) {
  if (!stripeClient()) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "card_payments_off")
  const { result } = await createPaymentLinkWorkflow(req.scope).run({
    input: {
      order_id: req.params.id,
      locale: req.validatedBody.locale,
      site_url: parseEnv().PUBLIC_SITE_URL,
    },
  })
  const expires_at_local = formatLinkInstant(
    result.expires_at * 1000,
    result.timezone,
    requestLocale(req),
  )
  res.json({ payment_link: { ...result, expires_at_local } })
}

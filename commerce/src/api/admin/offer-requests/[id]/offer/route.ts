import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { parseEnv } from "../../../../../lib/env"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { mailNotice } from "../../../../../lib/mail-notice"
import { stripeClient } from "../../../../../lib/stripe"
import { offerReference } from "../../../../../modules/offer"
import { sendOfferWorkflow } from "../../../../../workflows/offer/send-offer"
import type { AdminSendOfferType } from "../../validators"

/** Sends the traveller a custom offer: a cart at the agreed price, seats held, a card payment link by e-mail. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminSendOfferType>,
  res: MedusaResponse,
) {
  if (!stripeClient()) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "card_payments_off")
  const env = parseEnv()
  const { result } = await sendOfferWorkflow(req.scope).run({
    input: { ...req.validatedBody, id: req.params.id, site_url: env.PUBLIC_SITE_URL },
  })
  const { request, sent } = result
  res.json({
    offer_request: { ...request, reference: offerReference(request.id) },
    ...mailNotice({ sent }, requestLocale(req), "mail_not_sent", { to: request.email }),
  })
}

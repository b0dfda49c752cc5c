import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { signId } from "../../../../../lib/signed-token"
import { requestSiteOrigin } from "../../../../../lib/site-origin"
import { stripeClient } from "../../../../../lib/stripe"
import { settleCardPaymentWorkflow } from "../../../../../workflows/payment/settle-card-payment"
import { startCardPaymentWorkflow } from "../../../../../workflows/payment/start-card-payment"
import type { StoreCardPaymentResultType, StoreStartCardPaymentType } from "./validators"

/**
 * Starts paying a cart by card: holds kept past the payment's expiry, a
 * Checkout Session created; answers the URL of Stripe's page (nothing secret).
 */
export async function POST(req: MedusaRequest<StoreStartCardPaymentType>, res: MedusaResponse) {
  if (!stripeClient()) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "card_payments_off")
  const { result } = await startCardPaymentWorkflow(req.scope).run({
    input: {
      cart_id: req.params.id,
      locale: req.validatedBody.locale ?? requestLocale(req),
      site_url: requestSiteOrigin(req),
    },
  })
  res.json({ card_payment: result })
}

/**
 * The return page asks how the payment ended: settles it now if the webhook
 * has not yet (the same workflow, so whichever comes first decides and the
 * other finds it done). A session of another cart is a 404.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const stripe = stripeClient()
  if (!stripe) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "card_payments_off")
  const { session_id } = req.validatedQuery as StoreCardPaymentResultType
  const session = await stripe.checkout.sessions.retrieve(session_id).catch((error) => {
    if ((error as { statusCode?: number }).statusCode === 404) return null
    throw error
  })
  if (!session || session.client_reference_id !== req.params.id) {
    throw new BookingError(MedusaError.Types.NOT_FOUND, "payment_not_found")
  }
  const { result } = await settleCardPaymentWorkflow(req.scope).run({
    input: { checkout_session_id: session_id },
  })
  // Whoever holds the cart and its session reads the order later (success page) with this token, as after pay later.
  const order_token = result.order_id ? signId("order", result.order_id) : null
  res.json({ card_payment: { ...result, order_token } })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../lib/booking-error"
import { signId } from "../../../../lib/signed-token"
import { stripeClient } from "../../../../lib/stripe"
import { settleCardPaymentWorkflow } from "../../../../workflows/payment/settle-card-payment"
import { StorePaymentLinkParams } from "./validators"

/**
 * The return page of a payment link (`/checkout/success?session_id=…&order_id=…`),
 * opened from the e-mail on any browser: no cart is needed. Answers how the
 * link's payment ended for its order, settling it now if the webhook has not
 * yet (the same workflow: whichever comes first decides), and, once paid, the
 * order's signed token so that page can show the order. Whoever holds the
 * session id (it is only in Stripe's redirect) reads the order, as after
 * pay later. A cart's session, or one Stripe does not know, is a 404.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const stripe = stripeClient()
  if (!stripe) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "card_payments_off")
  const params = StorePaymentLinkParams.safeParse(req.params)
  if (!params.success) throw new BookingError(MedusaError.Types.INVALID_DATA, "invalid_request")
  const sessionId = params.data.session_id
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch((error) => {
    if ((error as { statusCode?: number }).statusCode === 404) return null
    throw error
  })
  const orderId = session?.metadata?.kind === "payment_link" ? session.metadata.order_id : undefined
  if (!session || !orderId)
    throw new BookingError(MedusaError.Types.NOT_FOUND, "payment_link_not_found")
  const { result } = await settleCardPaymentWorkflow(req.scope).run({
    input: { checkout_session_id: sessionId },
  })
  const order_token = result.outcome === "success" ? signId("order", orderId) : null
  res.json({
    payment_link: {
      outcome: result.outcome,
      reason: result.reason ?? null,
      order_id: orderId,
      order_token,
    },
  })
}

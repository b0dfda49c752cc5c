import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { sendGuestClaimMailWorkflow } from "../../../../../workflows/notification/send-guest-claim-mail"
import { sessionCustomer } from "./customer"

/**
 * Asks for the link that adds the orders placed as a guest with the
 * customer's e-mail to their account. It goes to that e-mail only when there
 * are such orders, and the answer is the same either way: a sign-up with
 * someone else's e-mail learns nothing about their bookings.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customer = await sessionCustomer(req)
  await sendGuestClaimMailWorkflow(req.scope).run({
    input: {
      customer_id: customer.id,
      email: customer.email,
      first_name: customer.first_name ?? null,
      locale: requestLocale(req),
    },
  })
  res.status(202).json({ requested: true })
}

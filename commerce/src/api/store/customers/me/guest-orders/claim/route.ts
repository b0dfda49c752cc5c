import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../../lib/booking-error"
import { readClaimToken } from "../../../../../../lib/guest-claim"
import { claimGuestOrdersWorkflow } from "../../../../../../workflows/account/claim-guest-orders"
import { sessionCustomer } from "../customer"
import type { StoreClaimGuestOrdersType } from "../validators"

/**
 * Claims the guest orders with the e-mailed link's token: it must be this
 * customer's, for their current e-mail, and not expired. Claiming again
 * moves nothing more.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreClaimGuestOrdersType>,
  res: MedusaResponse,
) {
  const customer = await sessionCustomer(req)
  const claim = readClaimToken(req.validatedBody.token)
  if (!claim || claim.customer_id !== customer.id || claim.email !== customer.email.toLowerCase()) {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "claim_link_invalid")
  }
  const { result } = await claimGuestOrdersWorkflow(req.scope).run({
    input: { customer_id: customer.id, email: claim.email },
  })
  res.json(result)
}

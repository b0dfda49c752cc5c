import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"

/** The logged-in customer (Medusa's `/store/customers/me*` middleware answers 401 to anyone else). */
export async function sessionCustomer(req: AuthenticatedMedusaRequest) {
  return req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id)
}

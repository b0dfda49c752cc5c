import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SESSION_CUSTOMER_FIELDS } from "../../../lib/query-config/customers"

/**
 * Who the browser's session belongs to: the traveller's name for the header,
 * or `null` for a visitor (a 200 either way, so a page asking on every load
 * logs no failed request). Medusa's `/store/customers/me` stays the 401 route.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const actor = (req as { auth_context?: { actor_id?: string; actor_type?: string } }).auth_context
  res.setHeader("Cache-Control", "no-store")
  if (actor?.actor_type !== "customer" || !actor.actor_id) {
    res.json({ customer: null })
    return
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "customer",
    fields: SESSION_CUSTOMER_FIELDS,
    filters: { id: actor.actor_id },
  })
  const customer = data[0] as
    { id: string; email: string; first_name: string | null; last_name: string | null } | undefined
  res.json({
    customer: customer
      ? {
          id: customer.id,
          email: customer.email,
          first_name: customer.first_name,
          last_name: customer.last_name,
        }
      : null,
  })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminCancelPayLaterOrderWorkflow } from "../../../../../workflows/admin-paylater/cancel-pay-later-order"

/** Cancels a pay-later order: seats back at once, whatever was paid meanwhile refunded in full. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await adminCancelPayLaterOrderWorkflow(req.scope).run({
    input: { order_id: req.params.id, canceled_by: req.auth_context?.actor_id },
  })
  res.json({ order_id: req.params.id, ...result })
}

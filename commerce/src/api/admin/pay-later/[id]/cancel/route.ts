import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminCancelPayLaterOrderWorkflow } from "../../../../../workflows/admin-paylater/cancel-pay-later-order"

/** Cancels an unpaid pay-later order and gives its seats back at once. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await adminCancelPayLaterOrderWorkflow(req.scope).run({ input: { order_id: req.params.id } })
  res.json({ order_id: req.params.id, ...result })
}

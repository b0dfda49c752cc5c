import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deskMarkPaidWorkflow } from "../../../../../workflows/desk/mark-paid"
import type { AdminMarkPaidType } from "../../validators"

/** A pay-later order paid at the desk (cash, bank transfer, card terminal), with its reference. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminMarkPaidType>,
  res: MedusaResponse,
) {
  const { result } = await deskMarkPaidWorkflow(req.scope).run({
    input: {
      booking_id: req.params.id,
      method: req.validatedBody.method,
      reference: req.validatedBody.reference,
      actor_id: req.auth_context?.actor_id ?? null,
    },
  })
  res.json({ payment: result })
}

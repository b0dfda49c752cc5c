import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { undoCheckInWorkflow } from "../../../../../workflows/admin-manifest/undo-check-in"
import type { AdminUndoCheckInType } from "../../validators"

/** Undoes the check-in of a voucher reference (who and when recorded); 409 when it is not checked in. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminUndoCheckInType>,
  res: MedusaResponse,
) {
  const { result } = await undoCheckInWorkflow(req.scope).run({
    input: { reference: req.validatedBody.reference, actor_id: req.auth_context?.actor_id ?? null },
  })
  res.json({ undo: result })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deskResendVoucherWorkflow } from "../../../../../workflows/desk/resend-voucher"

/** Resends a booking's voucher e-mail in the order's language; 409 within a minute of the last. */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await deskResendVoucherWorkflow(req.scope).run({
    input: { booking_id: req.params.id, actor_id: req.auth_context?.actor_id ?? null },
  })
  res.json({ voucher: result })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deskCancelBookingWorkflow } from "../../../../../workflows/desk/cancel-booking"
import type { AdminDeskCancelType } from "../../validators"

/** Cancels a booking at the desk with the refund chosen (policy, full, an amount) and the reason e-mailed. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminDeskCancelType>,
  res: MedusaResponse,
) {
  const body = req.validatedBody
  const { result } = await deskCancelBookingWorkflow(req.scope).run({
    input: {
      booking_id: req.params.id,
      mode: body.refund,
      amount: body.amount ?? null,
      reason: body.reason,
      actor_id: req.auth_context?.actor_id ?? null,
    },
  })
  res.json({ cancellation: result })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseEnv } from "../../../../../lib/env"
import { changeBookingWorkflow } from "../../../../../workflows/booking-lifecycle/change-booking"
import {
  changeQuote,
  planBookingChange,
} from "../../../../../workflows/booking-lifecycle/change-booking-steps/plan-change"
import type { AdminChangeBookingType } from "./validators"

/**
 * Changes a booking's date, time or party with its money (the lifecycle's
 * `lifecycle-change-booking`); with `preview: true`, only the quote: the new
 * slot and party, the old and new price and what happens to the money.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminChangeBookingType>,
  res: MedusaResponse,
) {
  const { preview, ...body } = req.validatedBody
  const input = { ...body, booking_id: req.params.id }
  if (preview) {
    const plan = await planBookingChange(req.scope, input)
    return res.json({ change: { ...changeQuote(plan), preview: true } })
  }
  const { result } = await changeBookingWorkflow(req.scope).run({
    input: {
      ...input,
      changed_by: req.auth_context?.actor_id,
      site_url: parseEnv().PUBLIC_SITE_URL,
    },
  })
  res.json({ change: { ...result, preview: false } })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseEnv } from "../../../../../lib/env"
import { startBookingCheckoutWorkflow } from "../../../../../workflows/start-booking-checkout"

/** Starts checkout: refuses a cart that needs review and extends its holds while it is paid. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await startBookingCheckoutWorkflow(req.scope).run({
    input: { cart_id: req.params.id, hold_minutes: parseEnv().BOOKING_HOLD_MINUTES },
  })
  res.json(result)
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { startBookingCheckoutWorkflow } from "../../../../../workflows/start-booking-checkout"

/** Starts checkout: refuses a cart that needs a check (`GET /store/carts/:id/check`) and extends its holds while it is paid. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await startBookingCheckoutWorkflow(req.scope).run({
    input: { cart_id: req.params.id },
  })
  res.json(result)
}

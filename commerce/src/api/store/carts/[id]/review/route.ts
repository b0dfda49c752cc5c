import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { reviewCart } from "../../../../../lib/cart-review"

/**
 * Each booking of the cart as available, unavailable or price_changed, the
 * banner that applies and the new total payable.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const review = await reviewCart(req.scope, req.params.id)
  if (!review) throw new BookingError(MedusaError.Types.NOT_FOUND, "not_found")
  res.json({ review })
}

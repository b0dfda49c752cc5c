import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { signId } from "../../../../../lib/signed-token"
import { completeBookingCartWorkflow } from "../../../../../workflows/complete-booking-cart"
import { STORE_PLACED_ORDER_FIELDS } from "../../../../../lib/query-config/orders"

/** Places the order of a cart of bookings and turns its holds into bookings. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { result } = await completeBookingCartWorkflow(req.scope).run({
    input: { cart_id: req.params.id },
  })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [...STORE_PLACED_ORDER_FIELDS, "items.quantity", "items.metadata"],
    filters: { id: result.order_id },
  })
  // A guest reads the order later (success page) only with this token.
  res.json({
    type: "order",
    order: data[0],
    order_token: signId("order", result.order_id),
    bookings: result.bookings,
  })
}

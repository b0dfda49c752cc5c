import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addBookingToCartWorkflow } from "../../../../../workflows/add-booking-to-cart"
import { bookingCart } from "../../cart-response"
import type { StoreAddBookingType } from "../../validators"

/** Holds seats on a slot and adds the booking's lines to the cart. */
export async function POST(req: MedusaRequest<StoreAddBookingType>, res: MedusaResponse) {
  const { result: hold } = await addBookingToCartWorkflow(req.scope).run({
    input: {
      cart_id: req.params.id,
      ...req.validatedBody,
    },
  })
  res.status(201).json({ cart: await bookingCart(req.scope, req.params.id), hold })
}

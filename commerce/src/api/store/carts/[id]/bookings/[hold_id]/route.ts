import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestLocale } from "../../../../../../lib/i18n/request-locale"
import { removeCartBookingWorkflow } from "../../../../../../workflows/remove-cart-booking"
import { updateCartBookingWorkflow } from "../../../../../../workflows/update-cart-booking"
import { bookingCart } from "../../../cart-response"
import type { StoreUpdateBookingType } from "../../../validators"

/** Changes a booking's travellers, extras or pickup point; its hold follows. */
export async function POST(req: MedusaRequest<StoreUpdateBookingType>, res: MedusaResponse) {
  const { result: hold } = await updateCartBookingWorkflow(req.scope).run({
    input: {
      cart_id: req.params.id,
      hold_id: req.params.hold_id,
      ...req.validatedBody,
    },
  })
  res.json({ cart: await bookingCart(req.scope, req.params.id, requestLocale(req)), hold })
}

/** Removes a booking from the cart and gives its seats back. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await removeCartBookingWorkflow(req.scope).run({
    input: { cart_id: req.params.id, hold_id: req.params.hold_id },
  })
  res.json({
    id: req.params.hold_id,
    object: "booking",
    deleted: true,
    cart: await bookingCart(req.scope, req.params.id, requestLocale(req)),
  })
}

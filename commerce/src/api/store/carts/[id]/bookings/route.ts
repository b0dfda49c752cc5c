import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { parseEnv } from "../../../../../lib/env"
import { addBookingToCartWorkflow } from "../../../../../workflows/add-booking-to-cart"
import type { StoreAddBookingType } from "../../validators"

const CART_FIELDS = [
  "id",
  "currency_code",
  "total",
  "subtotal",
  "items.id",
  "items.title",
  "items.variant_title",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "items.metadata",
]

/** Holds seats on a slot and adds the booking's lines to the cart. */
export async function POST(req: MedusaRequest<StoreAddBookingType>, res: MedusaResponse) {
  const { result: hold } = await addBookingToCartWorkflow(req.scope).run({
    input: {
      cart_id: req.params.id,
      slot_id: req.validatedBody.slot_id,
      travellers: req.validatedBody.travellers,
      hold_minutes: parseEnv().BOOKING_HOLD_MINUTES,
    },
  })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_FIELDS,
    filters: { id: req.params.id },
  })
  res.status(201).json({ cart: data[0], hold })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addComboToCartWorkflow } from "../../../../../workflows/combo/add-combo-to-cart"
import type { StoreAddComboType } from "../../../combos/validators"
import { bookingCart } from "../../cart-response"

/**
 * Holds seats on every part of a combo, all or none, and adds its lines to
 * the cart (one per part and band, priced at the part's share of the bundle).
 * A full part is a 409 `combo_part_full` naming the part; nothing is held.
 */
export async function POST(req: MedusaRequest<StoreAddComboType>, res: MedusaResponse) {
  const { result } = await addComboToCartWorkflow(req.scope).run({
    input: { cart_id: req.params.id, ...req.validatedBody },
  })
  res.status(201).json({ cart: await bookingCart(req.scope, req.params.id), combo: result })
}

import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../lib/booking-error"
import { cartAlreadyOrdered } from "../../../lib/ordered-cart"

const CART_ID = /^cart_[0-9A-HJKMNP-TV-Z]{26}$/
const COLLECTION_ID = /^pay_col_[0-9A-HJKMNP-TV-Z]{26}$/

/**
 * A cart that already became an order takes no new payment collection or
 * session through Medusa's own store routes (409 `cart_completed`): a card
 * cart settled by the webhook and then "placed to pay later" would put a
 * pay-later session on the paid order's collection (found by the money model).
 * Malformed ids are left to Medusa's own validation.
 */
async function refuseOrderedCart(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  const cartId = (req.body as { cart_id?: unknown } | undefined)?.cart_id
  const collectionId = req.params?.id
  const by =
    typeof cartId === "string" && CART_ID.test(cartId)
      ? { cart_id: cartId }
      : typeof collectionId === "string" && COLLECTION_ID.test(collectionId)
        ? { payment_collection_id: collectionId }
        : null
  try {
    if (by && (await cartAlreadyOrdered(req.scope, by))) {
      return next(new BookingError(MedusaError.Types.CONFLICT, "cart_completed"))
    }
  } catch (error) {
    return next(error)
  }
  next()
}

export const storePaymentCollectionMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/store/payment-collections", middlewares: [refuseOrderedCart] },
  {
    method: ["POST"],
    matcher: "/store/payment-collections/:id/payment-sessions",
    middlewares: [refuseOrderedCart],
  },
]

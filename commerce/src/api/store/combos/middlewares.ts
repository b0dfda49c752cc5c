import {
  validateAndTransformBody,
  validateAndTransformQuery,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { cartIdShape } from "../carts/booking-guards"
import { StoreAddCombo, StoreListCombos } from "./validators"

/** A cart with a combo keeps its currency: see workflows/hooks/cart-region.ts (under the cart's lock). */
export const storeComboMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/combos",
    middlewares: [validateAndTransformQuery(StoreListCombos, {})],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/combos",
    middlewares: [cartIdShape, validateAndTransformBody(StoreAddCombo)],
  },
]

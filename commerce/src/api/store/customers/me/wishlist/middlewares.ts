import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { StoreChangeWishlist } from "./validators"

export const storeWishlistMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/customers/me/wishlist",
    middlewares: [validateAndTransformBody(StoreChangeWishlist)],
  },
]

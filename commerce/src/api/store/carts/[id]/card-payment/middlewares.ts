import {
  validateAndTransformBody,
  validateAndTransformQuery,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { StoreCardPaymentResult, StoreStartCardPayment } from "./validators"

export const storeCardPaymentMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/carts/:id/card-payment",
    middlewares: [validateAndTransformBody(StoreStartCardPayment)],
  },
  {
    method: ["GET"],
    matcher: "/store/carts/:id/card-payment",
    middlewares: [validateAndTransformQuery(StoreCardPaymentResult, {})],
  },
]

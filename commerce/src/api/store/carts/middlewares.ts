import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { StoreAddBooking } from "./validators"

export const storeCartBookingMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/carts/:id/bookings",
    middlewares: [validateAndTransformBody(StoreAddBooking)],
  },
]

import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { StoreAddBooking, StoreUpdateBooking } from "./validators"

export const storeCartBookingMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/carts/:id/bookings",
    middlewares: [validateAndTransformBody(StoreAddBooking)],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/bookings/:hold_id",
    middlewares: [validateAndTransformBody(StoreUpdateBooking)],
  },
]

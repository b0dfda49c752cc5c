import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { completeCartWithBookings, deleteBookingLine } from "./booking-guards"
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
  { method: ["POST"], matcher: "/store/carts/:id/complete", middlewares: [completeCartWithBookings] },
  {
    method: ["DELETE"],
    matcher: "/store/carts/:id/line-items/:line_id",
    middlewares: [deleteBookingLine],
  },
]

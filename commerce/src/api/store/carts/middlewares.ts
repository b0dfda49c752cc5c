import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { cartIdShape, completeCartWithBookings, deleteBookingLine, refuseHoldMetadata } from "./booking-guards"
import { checkPromoCodes } from "./promo-codes"
import { StoreAddBooking, StoreUpdateBooking } from "./validators"

export const storeCartBookingMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/carts/:id/bookings",
    middlewares: [cartIdShape, validateAndTransformBody(StoreAddBooking)],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/bookings/:hold_id",
    middlewares: [cartIdShape, validateAndTransformBody(StoreUpdateBooking)],
  },
  { method: ["DELETE"], matcher: "/store/carts/:id/bookings/:hold_id", middlewares: [cartIdShape] },
  { method: ["GET"], matcher: "/store/carts/:id/review", middlewares: [cartIdShape] },
  { method: ["POST"], matcher: "/store/carts/:id/checkout", middlewares: [cartIdShape] },
  { method: ["POST"], matcher: "/store/carts/:id/complete-booking", middlewares: [cartIdShape] },
  { method: ["POST"], matcher: "/store/carts/:id/complete", middlewares: [cartIdShape, completeCartWithBookings] },
  { method: ["POST"], matcher: "/store/carts", middlewares: [refuseHoldMetadata] },
  { method: ["POST"], matcher: "/store/carts/:id/promotions", middlewares: [cartIdShape, checkPromoCodes] },
  { method: ["POST"], matcher: "/store/carts/:id/line-items", middlewares: [cartIdShape, refuseHoldMetadata] },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/line-items/:line_id",
    middlewares: [cartIdShape, refuseHoldMetadata],
  },
  {
    method: ["DELETE"],
    matcher: "/store/carts/:id/line-items/:line_id",
    middlewares: [cartIdShape, deleteBookingLine],
  },
]

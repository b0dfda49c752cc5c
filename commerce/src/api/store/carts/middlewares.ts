import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import {
  cartIdShape,
  completeCartWithBookings,
  deleteBookingLine,
  refuseHoldMetadata,
} from "./booking-guards"
import {
  checkPromoCodes,
  checkReplacedPromoCodes,
  enforcePromotionPolicy,
  normalisePromoCodes,
  refuseCodesOnNewCart,
} from "./promo-codes"
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
  { method: ["GET"], matcher: "/store/carts/:id/check", middlewares: [cartIdShape] },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/checkout",
    middlewares: [cartIdShape, enforcePromotionPolicy],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/complete-booking",
    middlewares: [cartIdShape, enforcePromotionPolicy],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/complete",
    middlewares: [cartIdShape, enforcePromotionPolicy, completeCartWithBookings],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/card-payment",
    middlewares: [cartIdShape, enforcePromotionPolicy],
  },
  {
    method: ["POST"],
    matcher: "/store/carts",
    middlewares: [refuseHoldMetadata, refuseCodesOnNewCart],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id",
    middlewares: [cartIdShape, checkReplacedPromoCodes],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/promotions",
    middlewares: [cartIdShape, checkPromoCodes],
  },
  {
    method: ["DELETE"],
    matcher: "/store/carts/:id/promotions",
    middlewares: [cartIdShape, normalisePromoCodes],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/line-items",
    middlewares: [cartIdShape, refuseHoldMetadata],
  },
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

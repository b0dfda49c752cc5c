import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { paramShape } from "../../../admin-guards"
import { AdminChangeBooking } from "./validators"

// Bookings made at checkout have an md5 tail (lower case), others a ULID.
const bookingId = paramShape("id", /^bkg_[0-9A-Za-z]{26}$/, "reservation_not_found")

export const adminChangeBookingMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/admin/bookings/:id/change", middlewares: [bookingId] },
  {
    method: ["POST"],
    matcher: "/admin/bookings/:id/change",
    middlewares: [bookingId, validateAndTransformBody(AdminChangeBooking)],
  },
]

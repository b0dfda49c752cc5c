import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminCreateSlot, AdminSetDateStatus } from "./experiences/validators"
import { AdminUpdateSlot } from "./slots/validators"

export const adminBookingMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/admin/slots/:id",
    middlewares: [validateAndTransformBody(AdminUpdateSlot)],
  },
  {
    method: ["POST"],
    matcher: "/admin/experiences/:handle/closures",
    middlewares: [validateAndTransformBody(AdminSetDateStatus)],
  },
  {
    method: ["POST"],
    matcher: "/admin/experiences/:handle/slots",
    middlewares: [validateAndTransformBody(AdminCreateSlot)],
  },
]

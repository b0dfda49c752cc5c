import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { AdminCreatePaymentLink } from "./validators"

export const adminPaymentLinkMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/admin/orders/:id/payment-link",
    middlewares: [validateAndTransformBody(AdminCreatePaymentLink)],
  },
]

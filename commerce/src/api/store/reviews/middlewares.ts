import { authenticate, type MiddlewareRoute } from "@medusajs/framework/http"
import { validateForm } from "../../../lib/http/form-body"
import { FEEDBACK_LIMITS, rateLimit } from "../../../lib/rate-limit"
import { StoreCreateCustomerReview, StoreCreateReview } from "./validators"

export const storeReviewMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/reviews",
    middlewares: [validateForm(StoreCreateReview), rateLimit(FEEDBACK_LIMITS.review)],
  },
  {
    method: ["POST"],
    matcher: "/store/customers/me/bookings/:id/review",
    middlewares: [
      authenticate("customer", ["session", "bearer"]),
      validateForm(StoreCreateCustomerReview),
    ],
  },
]

import {
  validateAndTransformQuery,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../lib/booking-error"
import { validateForm } from "../../../lib/http/form-body"
import {
  AdminHideReview,
  AdminListReviews,
  AdminReplyReview,
  AdminSetReviewRules,
  REVIEW_ID,
} from "./validators"

/** A path id that is not a review id's shape is a 404 before any query. */
function reviewIdShape(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  next(
    REVIEW_ID.test(req.params.id ?? "")
      ? undefined
      : new BookingError(MedusaError.Types.NOT_FOUND, "review_not_found"),
  )
}

export const adminReviewMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/admin/reviews",
    middlewares: [validateAndTransformQuery(AdminListReviews, {})],
  },
  { method: ["POST"], matcher: "/admin/reviews/:id/publish", middlewares: [reviewIdShape] },
  {
    method: ["POST"],
    matcher: "/admin/reviews/:id/hide",
    middlewares: [reviewIdShape, validateForm(AdminHideReview)],
  },
  {
    method: ["POST"],
    matcher: "/admin/reviews/:id/reply",
    middlewares: [reviewIdShape, validateForm(AdminReplyReview)],
  },
  {
    method: ["POST"],
    matcher: "/admin/review-rules",
    middlewares: [validateForm(AdminSetReviewRules)],
  },
]

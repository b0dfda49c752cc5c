import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import {
  StoreExperienceAvailability,
  StoreExperienceDay,
  StoreExperienceDays,
  StoreListExperienceReviews,
  StoreListExperiences,
  StoreListExperienceSlots,
} from "./validators"

export const storeExperienceMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/experiences",
    middlewares: [validateAndTransformQuery(StoreListExperiences, {})],
  },
  {
    method: ["GET"],
    matcher: "/store/experiences/:handle/reviews",
    middlewares: [validateAndTransformQuery(StoreListExperienceReviews, {})],
  },
  {
    method: ["GET"],
    matcher: "/store/experiences/:handle/slots",
    middlewares: [validateAndTransformQuery(StoreListExperienceSlots, {})],
  },
  {
    method: ["GET"],
    matcher: "/store/experiences/:handle/availability",
    middlewares: [validateAndTransformQuery(StoreExperienceAvailability, {})],
  },
  {
    method: ["GET"],
    matcher: "/store/experiences/:handle/availability/:date",
    middlewares: [validateAndTransformQuery(StoreExperienceDay, {})],
  },
  {
    method: ["GET"],
    matcher: "/store/experiences/:handle/days",
    middlewares: [validateAndTransformQuery(StoreExperienceDays, {})],
  },
]

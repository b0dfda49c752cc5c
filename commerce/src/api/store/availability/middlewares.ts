import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { StoreExperiencesAvailableOn } from "./validators"

export const storeAvailabilityMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/availability",
    middlewares: [validateAndTransformQuery(StoreExperiencesAvailableOn, {})],
  },
]

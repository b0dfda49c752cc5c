import { validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { StoreListExperienceSlots } from "./validators"

export const storeExperienceMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/experiences/:handle/slots",
    middlewares: [validateAndTransformQuery(StoreListExperienceSlots, {})],
  },
]

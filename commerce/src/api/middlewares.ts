import { defineMiddlewares } from "@medusajs/framework/http"
import { adminBookingMiddlewares } from "./admin/middlewares"
import { localisedErrorHandler } from "./localised-error-handler"
import { requestGuard } from "./request-guard"
import { storeAvailabilityMiddlewares } from "./store/availability/middlewares"
import { storeCartBookingMiddlewares } from "./store/carts/middlewares"
import { storeExperienceMiddlewares } from "./store/experiences/middlewares"

export default defineMiddlewares({
  errorHandler: localisedErrorHandler,
  routes: [
    // No method: Medusa registers these first, before every route's own middlewares.
    { matcher: "/store*", middlewares: [requestGuard] },
    { matcher: "/admin*", middlewares: [requestGuard] },
    { matcher: "/auth*", middlewares: [requestGuard] },
    ...storeExperienceMiddlewares,
    ...storeAvailabilityMiddlewares,
    ...storeCartBookingMiddlewares,
    ...adminBookingMiddlewares,
  ],
})

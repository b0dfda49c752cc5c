import { defineMiddlewares } from "@medusajs/framework/http"
import { adminBookingMiddlewares } from "./admin/middlewares"
import { authMiddlewares } from "./auth/middlewares"
import { localisedErrorHandler } from "./localised-error-handler"
import { requestGuard } from "./request-guard"
import { storeCartBookingMiddlewares } from "./store/carts/middlewares"
import { storeExperienceMiddlewares } from "./store/experiences/middlewares"
import { storeLocaleMiddlewares } from "./store/locale-metadata"
import { storeOrderAccessMiddlewares } from "./store/orders/middlewares"

export default defineMiddlewares({
  errorHandler: localisedErrorHandler,
  routes: [
    // No method: Medusa registers these first, before every route's own middlewares.
    { matcher: "/store*", middlewares: [requestGuard] },
    { matcher: "/admin*", middlewares: [requestGuard] },
    { matcher: "/auth*", middlewares: [requestGuard] },
    ...authMiddlewares,
    ...storeLocaleMiddlewares,
    ...storeOrderAccessMiddlewares,
    ...storeExperienceMiddlewares,
    ...storeCartBookingMiddlewares,
    ...adminBookingMiddlewares,
  ],
})

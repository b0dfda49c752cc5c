import { defineMiddlewares } from "@medusajs/framework/http"
import { adminBookingMiddlewares } from "./admin/middlewares"
import { localisedErrorHandler } from "./localised-error-handler"
import { storeAvailabilityMiddlewares } from "./store/availability/middlewares"
import { storeCartBookingMiddlewares } from "./store/carts/middlewares"
import { storeExperienceMiddlewares } from "./store/experiences/middlewares"

export default defineMiddlewares({
  errorHandler: localisedErrorHandler,
  routes: [
    ...storeExperienceMiddlewares,
    ...storeAvailabilityMiddlewares,
    ...storeCartBookingMiddlewares,
    ...adminBookingMiddlewares,
  ],
})

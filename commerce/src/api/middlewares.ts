import { defineMiddlewares } from "@medusajs/framework/http"
import { adminBookingMiddlewares } from "./admin/middlewares"
import { localisedErrorHandler } from "./localised-error-handler"
import { storeCartBookingMiddlewares } from "./store/carts/middlewares"
import { storeExperienceMiddlewares } from "./store/experiences/middlewares"
import { storeLocaleMiddlewares } from "./store/locale-metadata"

export default defineMiddlewares({
  errorHandler: localisedErrorHandler,
  routes: [
    ...storeLocaleMiddlewares,
    ...storeExperienceMiddlewares, ...storeCartBookingMiddlewares, ...adminBookingMiddlewares],
})

import { defineMiddlewares } from "@medusajs/framework/http"
import { adminBookingMiddlewares } from "./admin/middlewares"
import { adminPaymentLinkMiddlewares } from "./admin/orders/[id]/payment-link/middlewares"
import { hookMiddlewares } from "./hooks/middlewares"
import { localisedErrorHandler } from "./localised-error-handler"
import { storeCardPaymentMiddlewares } from "./store/carts/[id]/card-payment/middlewares"
import { storeCartBookingMiddlewares } from "./store/carts/middlewares"
import { storeExperienceMiddlewares } from "./store/experiences/middlewares"

export default defineMiddlewares({
  errorHandler: localisedErrorHandler,
  routes: [
    ...storeExperienceMiddlewares,
    ...storeCartBookingMiddlewares,
    ...storeCardPaymentMiddlewares,
    ...adminBookingMiddlewares,
    ...adminPaymentLinkMiddlewares,
    ...hookMiddlewares,
  ],
})

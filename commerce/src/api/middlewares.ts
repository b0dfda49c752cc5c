import { defineMiddlewares } from "@medusajs/framework/http"
import { adminBookingMiddlewares } from "./admin/middlewares"
import { adminDeskMiddlewares } from "./admin/bookings/middlewares"
import { adminFeedbackMiddlewares } from "./admin/feedback-middlewares"
import { adminReviewMiddlewares } from "./admin/reviews/middlewares"
import { adminPaymentLinkMiddlewares } from "./admin/orders/[id]/payment-link/middlewares"
import { adminChangeBookingMiddlewares } from "./admin/bookings/[id]/change/middlewares"
import { adminPromotionMiddlewares } from "./admin/promotions/middlewares"
import { adminOrderLifecycleMiddlewares } from "./admin/orders/lifecycle-middlewares"
import { adminPriceListMiddlewares } from "./admin/price-lists/middlewares"
import { authMiddlewares } from "./auth/middlewares"
import { refuseEndedSessions } from "./auth/sessions"
import { hookMiddlewares } from "./hooks/middlewares"
import { localisedErrorHandler } from "./localised-error-handler"
import { requestGuard } from "./request-guard"
import { storeCardPaymentMiddlewares } from "./store/carts/[id]/card-payment/middlewares"
import { storePaymentCollectionMiddlewares } from "./store/payment-collections/completed-cart-guard"
import { storeAvailabilityMiddlewares } from "./store/availability/middlewares"
import { storeCartBookingMiddlewares } from "./store/carts/middlewares"
import { storeCartWriteMiddlewares } from "./store/carts/server-owned-metadata"
import { storeHoldLimitMiddlewares } from "./store/carts/hold-limits"
import { storeOfferCartMiddlewares } from "./store/carts/offer-cart-guard"
import { storeCatalogueMiddlewares } from "./store/catalogue/middlewares"
import { storeComboMiddlewares } from "./store/combos/middlewares"
import { storeExperienceMiddlewares } from "./store/experiences/middlewares"
import { storeLocaleMiddlewares } from "./store/locale-metadata"
import { storeOrderAccessMiddlewares } from "./store/orders/middlewares"
import { storeSessionMiddlewares } from "./store/session/middlewares"
import { storeGuestOrdersMiddlewares } from "./store/customers/me/guest-orders/middlewares"
import { storeReviewMiddlewares } from "./store/reviews/middlewares"
import { storeContactMiddlewares } from "./store/contact-messages/middlewares"
import { storeOfferMiddlewares } from "./store/offer-requests/middlewares"
import { localiseLoginRequired } from "./store/customers/login-required"
import { storeWishlistMiddlewares } from "./store/customers/me/wishlist/middlewares"

export default defineMiddlewares({
  errorHandler: localisedErrorHandler,
  routes: [
    // No method: Medusa registers these first, before every route's own middlewares.
    { matcher: "/store*", middlewares: [requestGuard, refuseEndedSessions] },
    { matcher: "/admin*", middlewares: [requestGuard, refuseEndedSessions] },
    { matcher: "/auth*", middlewares: [requestGuard, refuseEndedSessions] },
    // Before Medusa's own authenticate, which answers a missing session itself.
    { matcher: "/store/customers/me*", middlewares: [localiseLoginRequired] },
    { matcher: "/store/orders", middlewares: [localiseLoginRequired] },
    ...authMiddlewares,
    ...storeCartWriteMiddlewares,
    ...storeLocaleMiddlewares,
    ...storeOrderAccessMiddlewares,
    ...storeSessionMiddlewares,
    ...storeGuestOrdersMiddlewares,
    ...storeWishlistMiddlewares,
    ...storeExperienceMiddlewares,
    ...storeCatalogueMiddlewares,
    ...storeAvailabilityMiddlewares,
    ...storeOfferCartMiddlewares,
    ...storeHoldLimitMiddlewares,
    ...storeCartBookingMiddlewares,
    ...storeComboMiddlewares,
    ...storeCardPaymentMiddlewares,
    ...storePaymentCollectionMiddlewares,
    ...adminBookingMiddlewares,
    ...adminDeskMiddlewares,
    ...adminPaymentLinkMiddlewares,
    ...adminChangeBookingMiddlewares,
    ...adminPromotionMiddlewares,
    ...adminOrderLifecycleMiddlewares,
    ...adminPriceListMiddlewares,
    ...storeReviewMiddlewares,
    ...adminReviewMiddlewares,
    ...storeContactMiddlewares,
    ...storeOfferMiddlewares,
    ...adminFeedbackMiddlewares,
    // Stripe's webhook reads its raw body itself (signature), so no guard parses it first.
    ...hookMiddlewares,
  ],
})

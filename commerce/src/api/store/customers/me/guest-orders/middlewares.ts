import { validateAndTransformBody, type MiddlewareRoute } from "@medusajs/framework/http"
import { rateLimit } from "../../../../../lib/rate-limit"
import { StoreClaimGuestOrders, StoreRequestGuestClaim } from "./validators"

/** Claim links are e-mails: as limited as the forgot-password form. */
const CLAIM_LIMIT = { name: "guest-claim", perIp: 30, perEmail: 3, windowSeconds: 60 * 60 }

export const storeGuestOrdersMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/customers/me/guest-orders",
    middlewares: [validateAndTransformBody(StoreRequestGuestClaim), rateLimit(CLAIM_LIMIT)],
  },
  {
    method: ["POST"],
    matcher: "/store/customers/me/guest-orders/claim",
    middlewares: [validateAndTransformBody(StoreClaimGuestOrders)],
  },
]

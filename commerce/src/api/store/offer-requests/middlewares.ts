import { authenticate, type MiddlewareRoute } from "@medusajs/framework/http"
import { validateForm } from "../../../lib/http/form-body"
import { spamGuard } from "../../../lib/http/spam-guard"
import { FEEDBACK_LIMITS, rateLimit } from "../../../lib/rate-limit"
import { StoreCreateOfferRequest } from "./validators"

export const storeOfferMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/offer-requests",
    middlewares: [
      // A signed-in traveller's request is theirs (the account lists it); guests are welcome too.
      authenticate("customer", ["session", "bearer"], { allowUnauthenticated: true }),
      spamGuard,
      validateForm(StoreCreateOfferRequest),
      rateLimit(FEEDBACK_LIMITS.offer),
    ],
  },
]

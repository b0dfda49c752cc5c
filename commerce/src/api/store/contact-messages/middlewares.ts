import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateForm } from "../../../lib/http/form-body"
import { spamGuard } from "../../../lib/http/spam-guard"
import { FEEDBACK_LIMITS, rateLimit } from "../../../lib/rate-limit"
import { StoreCreateContactMessage } from "./validators"

export const storeContactMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/store/contact-messages",
    middlewares: [
      spamGuard,
      validateForm(StoreCreateContactMessage),
      rateLimit(FEEDBACK_LIMITS.contact),
    ],
  },
]

import type { MiddlewareRoute } from "@medusajs/framework/http"

/**
 * Stripe signs the exact bytes it sends: the webhook route reads the body
 * itself, so no parser may consume or re-encode it first.
 */
export const hookMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/hooks/stripe", bodyParser: false },
]

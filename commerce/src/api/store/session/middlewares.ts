import { authenticate, type MiddlewareRoute } from "@medusajs/framework/http"

/** The session route reads the customer when there is one and answers visitors too. */
export const storeSessionMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/session",
    middlewares: [authenticate("customer", ["session", "bearer"], { allowUnauthenticated: true })],
  },
]

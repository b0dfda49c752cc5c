import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"

/**
 * Medusa's admin (`/app`) must never render inside another site's frame
 * (clickjacking of an admin session): both the old header and CSP's
 * frame-ancestors, for every browser. No other CSP directive is set here,
 * so the admin's own scripts keep working.
 */
export function frameGuard(_req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  res.setHeader("X-Frame-Options", "DENY")
  res.setHeader("Content-Security-Policy", "frame-ancestors 'none'")
  res.setHeader("X-Content-Type-Options", "nosniff")
  next()
}

export const frameGuardMiddlewares: MiddlewareRoute[] = [
  { matcher: "/app*", middlewares: [frameGuard] },
]

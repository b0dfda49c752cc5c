import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { requestLocale } from "../../lib/i18n/request-locale"

type WithMetadata = { metadata?: Record<string, unknown> | null }

/**
 * Remembers the traveller's language on what they create (a cart, whose
 * metadata the order inherits, and a customer), so e-mail sent later, away
 * from any request, speaks it. A new resource always gets one (Spanish by
 * default); an update changes it only when the site names it.
 */
function rememberLocale(always: boolean) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const named = req.get("x-medusa-locale") ?? (req.query as { locale?: string }).locale
    if (always || named) {
      const locale = requestLocale(req)
      for (const body of [
        req.body,
        (req as { validatedBody?: unknown }).validatedBody,
      ] as WithMetadata[]) {
        if (body && typeof body === "object") body.metadata = { ...(body.metadata ?? {}), locale }
      }
    }
    next()
  }
}

export const storeLocaleMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/store/carts", middlewares: [rememberLocale(true)] },
  { method: ["POST"], matcher: "/store/carts/:id", middlewares: [rememberLocale(false)] },
  { method: ["POST"], matcher: "/store/customers", middlewares: [rememberLocale(true)] },
  { method: ["POST"], matcher: "/store/customers/me", middlewares: [rememberLocale(false)] },
]

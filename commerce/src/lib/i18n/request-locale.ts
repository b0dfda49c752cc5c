import type { MedusaRequest } from "@medusajs/framework/http"
import { pickLocale, type Locale } from "./messages"

/** The request's language: `?locale=`, `x-medusa-locale`, then Accept-Language; Spanish by default. */
export function requestLocale(req: MedusaRequest): Locale {
  const explicit = (req as { locale?: string }).locale ?? req.get("x-medusa-locale")
  return pickLocale(explicit ?? req.get("accept-language"))
}

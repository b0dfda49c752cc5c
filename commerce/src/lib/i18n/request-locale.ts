import type { MedusaRequest } from "@medusajs/framework/http"
import { LOCALES, pickLocale, type Locale } from "./messages"

/**
 * The request's language: `?locale=` or `x-medusa-locale` when it names a
 * language we offer, else Accept-Language; Spanish by default.
 */
export function requestLocale(req: MedusaRequest): Locale {
  const explicit = (req as { locale?: unknown }).locale ?? req.get?.("x-medusa-locale")
  if (typeof explicit === "string") {
    const base = explicit.trim().toLowerCase().split(/[-_]/)[0]
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale
  }
  return pickLocale(req.get?.("accept-language"))
}

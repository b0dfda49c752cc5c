import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "./booking-error"
import type { Locale } from "./i18n/messages"

export type Promotion = {
  code?: string | null
  status?: string | null
  campaign?: { starts_at?: Date | string | null; ends_at?: Date | string | null } | null
  application_method?: { type?: string | null; currency_code?: string | null } | null
  rules?: { attribute?: string | null; operator?: string | null; values?: { value?: string | null }[] | null }[] | null
}

const SPEND_ATTRIBUTES = new Set(["item_total", "subtotal", "total"])
const money = (amount: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", { style: "currency", currency: currency.toUpperCase() }).format(amount)

/** The smallest spend a promotion's rules ask for, or null when they ask none. */
function minimumSpend(promotion: Promotion): number | null {
  let minimum: number | null = null
  for (const rule of promotion.rules ?? []) {
    if (!rule.attribute || !SPEND_ATTRIBUTES.has(rule.attribute) || !["gte", "gt"].includes(rule.operator ?? "")) continue
    for (const { value } of rule.values ?? []) {
      const n = Number(value)
      if (Number.isFinite(n)) minimum = Math.max(minimum ?? 0, n)
    }
  }
  return minimum
}

/** Why a promotion cannot apply to a cart now, or null when nothing here stands in its way. */
export function promoRefusal(
  promotion: Promotion | undefined,
  cart: { currency_code: string; item_total: number },
  now: Date,
  locale: Locale,
): BookingError | null {
  if (!promotion) return new BookingError(MedusaError.Types.INVALID_DATA, "promo_unknown")
  const starts = promotion.campaign?.starts_at ? new Date(promotion.campaign.starts_at) : null
  const ends = promotion.campaign?.ends_at ? new Date(promotion.campaign.ends_at) : null
  if (promotion.status !== "active" || (ends && ends <= now) || (starts && starts > now)) {
    return new BookingError(MedusaError.Types.NOT_ALLOWED, "promo_expired")
  }
  const method = promotion.application_method
  if (method?.type === "fixed" && method.currency_code && method.currency_code !== cart.currency_code) {
    return new BookingError(MedusaError.Types.NOT_ALLOWED, "promo_not_applicable")
  }
  const minimum = minimumSpend(promotion)
  if (minimum !== null && cart.item_total < minimum) {
    return new BookingError(MedusaError.Types.NOT_ALLOWED, "promo_minimum_spend", {
      amount: money(minimum, cart.currency_code, locale),
    })
  }
  return null
}

import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "./booking-error"
import type { Locale } from "./i18n/messages"

/**
 * The promotion policy (docs/payments.md, "Promotion policy"), as pure
 * functions: one code per cart; codes case-insensitive (upper case is the
 * stored form); a minimum spend is measured on the cart before any
 * discount; a code may be limited in uses (Medusa's `limit`/`used`) and per
 * e-mail (`metadata.per_customer_limit`); and no code takes the amount to pay
 * below PAYABLE_FLOOR_SHARE of the cart before discounts unless its
 * `metadata.allow_free` is true.
 */
export type Promotion = {
  code?: string | null
  status?: string | null
  limit?: number | null
  used?: number | null
  metadata?: Record<string, unknown> | null
  campaign?: { starts_at?: Date | string | null; ends_at?: Date | string | null } | null
  application_method?: {
    type?: string | null
    value?: unknown
    currency_code?: string | null
  } | null
  rules?:
    | {
        attribute?: string | null
        operator?: string | null
        values?: { value?: string | null }[] | null
      }[]
    | null
}

/** What the policy reads of a cart: amounts before discounts, and how often its e-mail used the code. */
export type PromoCartFacts = {
  currency_code: string
  item_total: number
  used_by_customer?: number
}

/** The share of the cart (before discounts) that is always paid, unless a promotion allows free orders. */
export const PAYABLE_FLOOR_SHARE = 0.5

/** Codes are case-insensitive: the form every code is stored and compared in. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase()

const SPEND_ATTRIBUTES = new Set(["item_total", "subtotal", "total"])

/** An amount in a currency, as the traveller's language writes it. */
export const formatMoney = (amount: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount)

/** The smallest spend a promotion's rules ask for, or null when they ask none. */
function ruleMinimum(promotion: Promotion): number | null {
  let minimum: number | null = null
  for (const rule of promotion.rules ?? []) {
    if (
      !rule.attribute ||
      !SPEND_ATTRIBUTES.has(rule.attribute) ||
      !["gte", "gt"].includes(rule.operator ?? "")
    )
      continue
    for (const { value } of rule.values ?? []) {
      const n = Number(value)
      if (Number.isFinite(n)) minimum = Math.max(minimum ?? 0, n)
    }
  }
  return minimum
}

const allowsFree = (promotion: Promotion) => promotion.metadata?.allow_free === true

/**
 * The smallest cart (before discounts) a code applies to: its rules' minimum
 * and, for a fixed amount, the cart at which the amount leaves the floor paid.
 */
export function minimumSpend(promotion: Promotion): number | null {
  const rule = ruleMinimum(promotion)
  const method = promotion.application_method
  if (allowsFree(promotion) || method?.type !== "fixed") return rule
  const amount = Number(method.value)
  if (!Number.isFinite(amount) || amount <= 0) return rule
  const floor = Math.ceil((amount / (1 - PAYABLE_FLOOR_SHARE)) * 100) / 100
  return Math.max(rule ?? 0, floor)
}

/** Why a promotion cannot apply to a cart now, or null when nothing here stands in its way. */
export function promoRefusal(
  promotion: Promotion | undefined,
  cart: PromoCartFacts,
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
  if (
    method?.type === "fixed" &&
    method.currency_code &&
    method.currency_code !== cart.currency_code
  ) {
    return new BookingError(MedusaError.Types.NOT_ALLOWED, "promo_not_applicable")
  }
  if (typeof promotion.limit === "number" && (promotion.used ?? 0) >= promotion.limit) {
    return new BookingError(MedusaError.Types.NOT_ALLOWED, "promo_used_up")
  }
  const perCustomer = Number(promotion.metadata?.per_customer_limit)
  if (
    Number.isInteger(perCustomer) &&
    perCustomer > 0 &&
    (cart.used_by_customer ?? 0) >= perCustomer
  ) {
    return new BookingError(MedusaError.Types.NOT_ALLOWED, "promo_already_used")
  }
  if (
    method?.type === "percentage" &&
    !allowsFree(promotion) &&
    Number(method.value) > (1 - PAYABLE_FLOOR_SHARE) * 100
  ) {
    return new BookingError(MedusaError.Types.NOT_ALLOWED, "promo_not_applicable")
  }
  const minimum = minimumSpend(promotion)
  if (minimum !== null && cart.item_total < minimum) {
    return new BookingError(MedusaError.Types.NOT_ALLOWED, "promo_minimum_spend", {
      amount: formatMoney(minimum, cart.currency_code, locale),
    })
  }
  return null
}

/**
 * One code per cart: a second, different code is refused naming the one to
 * remove first (the traveller chooses; nothing is swapped behind their back).
 */
export function oneCodeRefusal(current: string[], requested: string[]): BookingError | null {
  const codes = [...new Set([...current, ...requested].map(normalisePromoCode))]
  if (codes.length <= 1) return null
  const kept = current.length ? normalisePromoCode(current[0]) : normalisePromoCode(requested[0])
  const other = codes.find((c) => c !== kept)!
  return new BookingError(MedusaError.Types.INVALID_DATA, "promo_one_per_cart", {
    current: kept,
    code: other,
  })
}

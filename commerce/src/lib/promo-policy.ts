import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { promoCodeUsesByEmail } from "./core-sql/orders"
import { translate, type Locale, type MessageCode } from "./i18n/messages"
import { amountOf } from "./money"
import {
  formatMoney,
  minimumSpend,
  normalisePromoCode,
  promoRefusal,
  type Promotion,
} from "./promo-refusal"

/** A code taken off a cart because it stopped applying, as kept in the cart's metadata. */
export type PromoRemoval = {
  code: string
  reason: MessageCode
  amount?: number
  currency?: string
  kept?: string
}

/** The cart as the policy reads it: its currency, amount before discounts and e-mail. */
export type PolicyCart = {
  id: string
  currency_code: string
  email?: string | null
  original_item_total: unknown
}

/** The promotions of these codes (any case), with what the policy reads of them. */
export async function promotionsByCode(
  container: MedusaContainer,
  codes: string[],
): Promise<Promotion[]> {
  if (!codes.length) return []
  return (await container
    .resolve(Modules.PROMOTION)
    .listPromotions(
      { code: [...new Set([...codes, ...codes.map(normalisePromoCode)])] },
      { relations: ["campaign", "application_method", "rules", "rules.values"], take: 40 },
    )) as Promotion[]
}

/** How many live (not cancelled) orders of this e-mail used each code. */
export async function usesByEmail(
  container: MedusaContainer,
  email: string | null | undefined,
  codes: string[],
) {
  const uses = new Map<string, number>()
  if (!email || !codes.length) return uses
  const rows = await promoCodeUsesByEmail(container, email, codes.map(normalisePromoCode))
  for (const row of rows) uses.set(row.code, row.uses)
  return uses
}

/**
 * Which of a cart's codes still apply under the policy (kept) and which do
 * not, with why (removed). At most one code is kept: the first.
 */
export async function judgeCartCodes(
  container: MedusaContainer,
  cart: PolicyCart,
  codes: string[],
  now = new Date(),
) {
  const wanted = [...new Set(codes.map(normalisePromoCode))]
  const [promotions, uses] = await Promise.all([
    promotionsByCode(container, wanted),
    usesByEmail(container, cart.email, wanted),
  ])
  const kept: string[] = []
  const removed: PromoRemoval[] = []
  for (const code of wanted) {
    const promotion = promotions.find((p) => p.code && normalisePromoCode(p.code) === code)
    const facts = {
      currency_code: cart.currency_code,
      item_total: amountOf(cart.original_item_total),
      used_by_customer: uses.get(code) ?? 0,
    }
    const refusal = promoRefusal(promotion, facts, now, "es")
    if (refusal) {
      const reason = refusal.code as MessageCode
      const minimum = reason === "promo_minimum_spend" && promotion ? minimumSpend(promotion) : null
      removed.push({
        code,
        reason,
        ...(minimum !== null ? { amount: minimum, currency: cart.currency_code } : {}),
      })
    } else if (kept.length) {
      removed.push({ code, reason: "promo_one_per_cart", kept: kept[0] })
    } else {
      kept.push(promotion?.code ?? code)
    }
  }
  return { kept, removed }
}

/** The removed codes a cart's metadata holds, each with its message in a language. */
export function promoRemovedOf(
  metadata: Record<string, unknown> | null | undefined,
  locale: Locale,
) {
  const removed = Array.isArray(metadata?.promo_removed)
    ? (metadata.promo_removed as PromoRemoval[])
    : []
  return removed.map(({ code, reason, amount, currency, kept }) => ({
    code,
    reason,
    message: translate(reason, locale, {
      code,
      current: kept ?? code,
      ...(amount !== undefined && currency
        ? { amount: formatMoney(amount, currency, locale) }
        : {}),
    }),
  }))
}

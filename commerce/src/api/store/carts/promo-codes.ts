import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { BookingError } from "../../../lib/booking-error"
import { requestLocale } from "../../../lib/i18n/request-locale"
import { amountOf } from "../../../lib/money"
import { promoRefusal, type Promotion } from "../../../lib/promo-refusal"

/** The body of Medusa's `POST /store/carts/:id/promotions`, as far as this check reads it. */
const PromoBody = z.object({ promo_codes: z.array(z.string().trim().min(1).max(64)).min(1).max(10) })

/**
 * Before Medusa's `POST /store/carts/:id/promotions` (which silently leaves
 * out a code it cannot apply): tells the traveller why a code does not
 * apply, with a stable code: `promo_unknown` (400), `promo_expired`,
 * `promo_minimum_spend` (with the amount in the cart's currency) or
 * `promo_not_applicable` (another currency). A body this check cannot read
 * goes on to Medusa's own validation.
 */
export function checkPromoCodes(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  diagnose(req).then(() => next(), next)
}

async function diagnose(req: MedusaRequest) {
  const body = PromoBody.safeParse(req.body)
  if (!body.success) return
  const codes = [...new Set(body.data.promo_codes)]
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const [promotions, { data: carts }] = await Promise.all([
    req.scope.resolve(Modules.PROMOTION).listPromotions(
      { code: [...new Set([...codes, ...codes.map((c) => c.toUpperCase())])] },
      { relations: ["campaign", "application_method", "rules", "rules.values"], take: 40 },
    ) as Promise<Promotion[]>,
    query.graph({ entity: "cart", fields: ["id", "currency_code", "item_total"], filters: { id: req.params.id } }),
  ])
  const cart = carts[0] as { currency_code: string; item_total: unknown } | undefined
  if (!cart) throw new BookingError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  const facts = { currency_code: cart.currency_code, item_total: amountOf(cart.item_total) }
  const locale = requestLocale(req)
  for (const code of codes) {
    const promotion = promotions.find((p) => p.code?.toUpperCase() === code.toUpperCase())
    const refusal = promoRefusal(promotion, facts, new Date(), locale)
    if (refusal) throw refusal
  }
}

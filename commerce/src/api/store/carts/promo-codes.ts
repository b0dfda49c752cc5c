import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { BookingError } from "../../../lib/booking-error"
import { requestLocale } from "../../../lib/i18n/request-locale"
import { amountOf } from "../../../lib/money"
import { promotionsByCode, usesByEmail } from "../../../lib/promo-policy"
import { normalisePromoCode, oneCodeRefusal, promoRefusal } from "../../../lib/promo-refusal"
import { applyPromotionPolicyWorkflow } from "../../../workflows/promotions/apply-promotion-policy"
import { CART_CODE_FIELDS, POLICY_CART_FIELDS } from "../../../lib/query-config/carts"

/** The promo codes of a Store API body, as far as these checks read them. */
const PromoBody = z.object({
  promo_codes: z.array(z.string().trim().min(1).max(64)).min(1).max(10),
})

/** Upper-cases the codes of a body in place (codes are case-insensitive), so Medusa finds them. */
function normaliseBody(req: MedusaRequest) {
  const body = PromoBody.safeParse(req.body)
  if (!body.success) return null
  const codes = [...new Set(body.data.promo_codes.map(normalisePromoCode))]
  ;(req.body as { promo_codes: string[] }).promo_codes = codes
  // Medusa's own body validation may have run already: its copy is the one its route reads.
  const validated = (req as { validatedBody?: { promo_codes?: unknown } }).validatedBody
  if (validated && Array.isArray(validated.promo_codes)) validated.promo_codes = codes
  return codes
}

/**
 * Before Medusa's `POST /store/carts/:id/promotions` (which silently leaves
 * out a code it cannot apply) and `POST /store/carts/:id` with `promo_codes`
 * (which replaces the cart's codes): codes are upper-cased, and a code that
 * the promotion policy refuses is answered with a stable code and why:
 * `promo_unknown`, `promo_expired`, `promo_minimum_spend` (with the amount,
 * measured before discounts), `promo_not_applicable`, `promo_used_up`,
 * `promo_already_used` (this e-mail used it) or `promo_one_per_cart` (the
 * cart has another code). A body this check cannot read goes on to Medusa's
 * own validation.
 */
export function checkPromoCodes(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  diagnose(req, "add").then(() => next(), next)
}

/** The same checks before `POST /store/carts/:id`, whose `promo_codes` replace the cart's codes. */
export function checkReplacedPromoCodes(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  diagnose(req, "replace").then(() => next(), next)
}

/** Before Medusa's `DELETE /store/carts/:id/promotions`: the codes upper-cased, as they are stored. */
export function normalisePromoCodes(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  normaliseBody(req)
  next()
}

/** A new cart is made without codes: they are entered once it has a booking to measure them against. */
export function refuseCodesOnNewCart(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  const codes = (req.body as { promo_codes?: unknown } | undefined)?.promo_codes
  if (Array.isArray(codes) && codes.length)
    return next(new BookingError(MedusaError.Types.NOT_ALLOWED, "promo_not_applicable"))
  next()
}

/**
 * Before paying (card or pay later): the cart's codes are judged again (a
 * code may have expired, been used up or its minimum no longer met); any
 * that stopped applying are removed and the payment is refused (409
 * `promo_removed`) so the traveller sees the new total first.
 */
export function enforcePromotionPolicy(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  judgeBeforePaying(req).then(() => next(), next)
}

async function judgeBeforePaying(req: MedusaRequest) {
  // A cart without codes has nothing to judge: no lock taken, nothing in the way of the payment.
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_CODE_FIELDS,
    filters: { id: req.params.id },
  })
  const cart = data[0] as { promotions?: unknown[] | null } | undefined
  if (!cart?.promotions?.length) return
  const { result } = await applyPromotionPolicyWorkflow(req.scope).run({
    input: { cart_id: req.params.id, keep_previous: true },
  })
  if (result.removed.length) throw new BookingError(MedusaError.Types.CONFLICT, "promo_removed")
}

async function diagnose(req: MedusaRequest, mode: "add" | "replace") {
  const codes = normaliseBody(req)
  if (!codes) return
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({
    entity: "cart",
    fields: POLICY_CART_FIELDS,
    filters: { id: req.params.id },
  })
  type Cart = {
    email?: string | null
    currency_code: string
    original_item_total: unknown
    promotions?: ({ code?: string | null } | null)[]
  }
  const cart = carts[0] as Cart | undefined
  if (!cart) throw new BookingError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  const current =
    mode === "add"
      ? (cart.promotions ?? []).map((p) => p?.code).filter((c): c is string => Boolean(c))
      : []
  const [promotions, uses] = await Promise.all([
    promotionsByCode(req.scope, codes),
    usesByEmail(req.scope, cart.email, codes),
  ])
  const locale = requestLocale(req)
  for (const code of codes) {
    const promotion = promotions.find((p) => p.code && normalisePromoCode(p.code) === code)
    const facts = {
      currency_code: cart.currency_code,
      item_total: amountOf(cart.original_item_total),
      used_by_customer: uses.get(code) ?? 0,
    }
    const refusal = promoRefusal(promotion, facts, new Date(), locale)
    if (refusal) throw refusal
  }
  // A code that would not apply anyway says why first; a good second code asks to remove the first.
  const tooMany = oneCodeRefusal(current, codes)
  if (tooMany) throw tooMany
}

import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { normalisePromoCode } from "../../../lib/promo-refusal"

/**
 * Promo codes are case-insensitive and stored in upper case (the promotion
 * policy, docs/payments.md): a code an admin types as `otono5` is saved as
 * `OTONO5`, the form every Store API request is upper-cased to before Medusa
 * looks it up. Runs after Medusa's own body validation, so both copies change.
 */
export function upperCasePromotionCode(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  for (const body of [req.body, (req as { validatedBody?: unknown }).validatedBody]) {
    const target = body as { code?: unknown } | undefined
    if (target && typeof target.code === "string") target.code = normalisePromoCode(target.code)
  }
  next()
}

/** Medusa's admin create and update of a promotion. */
export const adminPromotionMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/promotions", middlewares: [upperCasePromotionCode] },
  { method: ["POST"], matcher: "/admin/promotions/:id", middlewares: [upperCasePromotionCode] },
]

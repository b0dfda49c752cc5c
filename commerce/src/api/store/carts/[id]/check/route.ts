import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { checkCart } from "../../../../../lib/cart-check"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { promoRemovedOf } from "../../../../../lib/promo-policy"
import { CART_METADATA_FIELDS } from "../../../../../lib/query-config/carts"

/**
 * Each booking of the cart as available, unavailable or price_changed, the
 * banner that applies, the new total payable and the promo codes taken off
 * the cart because they stopped applying (`promo_removed`).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const check = await checkCart(req.scope, req.params.id)
  if (!check) throw new BookingError(MedusaError.Types.NOT_FOUND, "not_found")
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_METADATA_FIELDS,
    filters: { id: req.params.id },
  })
  const metadata = (data[0] as { metadata?: Record<string, unknown> | null } | undefined)?.metadata
  res.json({ check: { ...check, promo_removed: promoRemovedOf(metadata, requestLocale(req)) } })
}

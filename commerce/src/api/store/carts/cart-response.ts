import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Locale } from "../../../lib/i18n/messages"
import { promoRemovedOf } from "../../../lib/promo-policy"

/** Fields of a cart as the booking routes return it. */
export const BOOKING_CART_FIELDS = [
  "id",
  "email",
  "currency_code",
  "region_id",
  "total",
  "subtotal",
  "item_total",
  "original_item_total",
  "discount_total",
  "promotions.code",
  "items.id",
  "items.title",
  "items.variant_id",
  "items.variant_title",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "items.metadata",
]

/**
 * The cart after a booking change, for the response, with the promo codes
 * the change took off it (`promo_removed`: code, reason, message in `locale`).
 */
export async function bookingCart(
  container: MedusaContainer,
  cartId: string,
  locale: Locale = "es",
) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: [...BOOKING_CART_FIELDS, "metadata"],
    filters: { id: cartId },
  })
  if (!data[0]) return data[0]
  const { metadata, ...cart } = data[0] as (typeof data)[0] & {
    metadata?: Record<string, unknown> | null
  }
  return { ...cart, promo_removed: promoRemovedOf(metadata, locale) }
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { decorateCartTotals } from "@medusajs/framework/utils"
import { cartTotalsInputs } from "../../../lib/core-sql/carts"
import type { Locale } from "../../../lib/i18n/messages"
import { promoRemovedOf } from "../../../lib/promo-policy"

type Line = Record<string, unknown> & { id: string }

/** A BigNumber (or a plain value) as the JSON answer carries it. */
const json = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as number | null

/**
 * The cart after a booking change, for the response, with the promo codes
 * the change took off it (`promo_removed`: code, reason, message in `locale`).
 * Its fields are query-config's BOOKING_CART_FIELDS, with the totals Medusa's cart module
 * computes (`decorateCartTotals`, on the same rows), from one statement.
 */
export async function bookingCart(
  container: MedusaContainer,
  cartId: string,
  locale: Locale = "es",
) {
  const row = await cartTotalsInputs(container, cartId)
  if (!row) return undefined
  const { metadata, promotions, ...inputs } = row
  const cart = decorateCartTotals(inputs as never) as unknown as Record<string, unknown> & {
    items: Line[]
  }
  return {
    id: row.id,
    email: row.email,
    currency_code: row.currency_code,
    region_id: row.region_id,
    total: json(cart.total),
    subtotal: json(cart.subtotal),
    item_total: json(cart.item_total),
    original_item_total: json(cart.original_item_total),
    discount_total: json(cart.discount_total),
    promotions: promotions.map(({ id, code }) => ({ id, code })),
    items: cart.items.map((item) => ({
      id: item.id,
      title: item.title,
      variant_id: item.variant_id,
      variant_title: item.variant_title,
      quantity: json(item.quantity),
      unit_price: json(item.unit_price),
      total: json(item.total),
      metadata: item.metadata,
    })),
    promo_removed: promoRemovedOf(metadata, locale),
  }
}

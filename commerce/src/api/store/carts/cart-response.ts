import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** Fields of a cart as the booking routes return it. */
export const BOOKING_CART_FIELDS = [
  "id",
  "email",
  "currency_code",
  "region_id",
  "total",
  "subtotal",
  "item_total",
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

/** The cart after a booking change, for the response. */
export async function bookingCart(container: MedusaContainer, cartId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: BOOKING_CART_FIELDS,
    filters: { id: cartId },
  })
  return data[0]
}

import type { HttpTypes } from "@medusajs/types"
import { isMedusaId } from "../client/ids"
import { sdk } from "./sdk"

const ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "total",
  "currency_code",
  "created_at",
  "items.id",
  "items.product_title",
  "items.product_handle",
  "items.variant_title",
  "items.title",
  "items.quantity",
  "items.unit_price",
  "items.metadata",
].join(",")

/**
 * An order by id, or null when it is not an order id at all, or the store API
 * says it does not exist or is not the visitor's: a guest proves it with the
 * signed token the order was placed with (`x-order-token`). The id is checked
 * by shape first and the path segment encoded: no value from a URL ever
 * reaches another API path.
 */
export async function retrieveOrder(
  id: string,
  token: string | null,
): Promise<HttpTypes.StoreOrder | null> {
  if (!isMedusaId("order", id) || !token) return null
  try {
    const { order } = await sdk.client.fetch<{ order: HttpTypes.StoreOrder }>(
      `/store/orders/${encodeURIComponent(id)}`,
      { query: { fields: ORDER_FIELDS }, headers: { "x-order-token": token } },
    )
    return order
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}

import { sdk } from "./sdk"

const ORDER_FIELDS = "id,display_id,email,total,currency_code,created_at"

/**
 * An order by id, or null when the store API says it does not exist or is
 * not the visitor's: a guest proves it with the signed token the order was
 * placed with (`x-order-token`).
 */
export async function retrieveOrder(id: string, token: string | null) {
  try {
    const { order } = await sdk.store.order.retrieve(id, { fields: ORDER_FIELDS }, token ? { "x-order-token": token } : {})
    return order
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}

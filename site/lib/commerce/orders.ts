import { sdk } from "./sdk"

const ORDER_FIELDS = "id,display_id,email,total,currency_code,created_at"

/** An order by id, or null when the store API says it does not exist. */
export async function retrieveOrder(id: string) {
  try {
    const { order } = await sdk.store.order.retrieve(id, { fields: ORDER_FIELDS })
    return order
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}

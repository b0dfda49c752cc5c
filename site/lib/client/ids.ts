/**
 * Shapes of the Medusa ids the site passes around (`order_01J…`,
 * `cart_01…`): a prefix and a ULID. Any id from a URL, a cookie or storage is
 * checked before it reaches an API path, so `../../admin/users` never does.
 */
const ULID = "[0-9A-HJKMNP-TV-Z]{26}"

export type IdPrefix = "order" | "cart" | "hold" | "slot" | "reg" | "prod" | "variant"

/** Whether `value` is a Medusa id with this prefix. */
export function isMedusaId(prefix: IdPrefix, value: unknown): value is string {
  return typeof value === "string" && new RegExp(`^${prefix}_${ULID}$`).test(value)
}

/** Name of the cookie that lists the orders placed from this browser (newest first). */
export const PLACED_ORDERS_COOKIE = "sendero_orders"
/** How many placed orders a browser remembers. */
export const PLACED_ORDERS_KEPT = 5

/** The order ids in the cookie's value; anything that is not an order id is dropped. */
export function readPlacedOrders(value: string | undefined | null): string[] {
  if (!value) return []
  return decodeURIComponent(value)
    .split(".")
    .filter((id) => isMedusaId("order", id))
}

/** The cookie's new value once `orderId` is placed: newest first, at most PLACED_ORDERS_KEPT. */
export function withPlacedOrder(value: string | undefined | null, orderId: string): string {
  const ids = [orderId, ...readPlacedOrders(value).filter((id) => id !== orderId)]
  return ids.slice(0, PLACED_ORDERS_KEPT).join(".")
}

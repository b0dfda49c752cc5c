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

/** Name of the cookie that lists the orders placed from this browser (newest first) with their tokens. */
export const PLACED_ORDERS_COOKIE = "sendero_orders"
/** How many placed orders a browser remembers. */
export const PLACED_ORDERS_KEPT = 5

/** An order this browser placed, with the signed token that lets a guest read it. */
export type PlacedOrder = { id: string; token: string }

const TOKEN = /^[\w.~-]{1,1000}$/

/** The orders in the cookie's value; anything that is not an order id and a token is dropped. */
export function readPlacedOrders(value: string | undefined | null): PlacedOrder[] {
  if (!value) return []
  let list: unknown
  try {
    list = JSON.parse(decodeURIComponent(value))
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  return list
    .filter(
      (e): e is [string, string] =>
        Array.isArray(e) && isMedusaId("order", e[0]) && TOKEN.test(String(e[1])),
    )
    .map(([id, token]) => ({ id, token }))
}

/** The cookie's new value once `order` is placed: newest first, at most PLACED_ORDERS_KEPT. */
export function withPlacedOrder(value: string | undefined | null, order: PlacedOrder): string {
  const list = [order, ...readPlacedOrders(value).filter((o) => o.id !== order.id)].slice(
    0,
    PLACED_ORDERS_KEPT,
  )
  return encodeURIComponent(JSON.stringify(list.map((o) => [o.id, o.token])))
}

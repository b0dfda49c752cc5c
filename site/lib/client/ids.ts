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

/** An order this browser placed, with the signed token the store API asks a guest for. */
export type PlacedOrderRef = { id: string; token: string }

/**
 * The order id a guest order token names: the API signs `base64url(id).mac`.
 * Read here only to find the token of an order; the API verifies the token.
 */
function orderIdOfToken(token: string): string | null {
  const [encoded, mac, ...rest] = token.split(".")
  if (!encoded || !mac || rest.length || !/^[A-Za-z0-9_-]+$/.test(encoded + mac)) return null
  try {
    const base64 = encoded.replace(/-/g, "+").replace(/_/g, "/")
    const id = atob(base64 + "===".slice((base64.length + 3) % 4))
    return isMedusaId("order", id) ? id : null
  } catch {
    return null
  }
}

/** The orders in the cookie's value (tokens separated by `~`); anything else is dropped. */
export function readPlacedOrders(value: string | undefined | null): PlacedOrderRef[] {
  if (!value) return []
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return []
  }
  return decoded.split("~").flatMap((token) => {
    const id = orderIdOfToken(token)
    return id ? [{ id, token }] : []
  })
}

/** The cookie's new value once the order of `token` is placed: newest first, at most PLACED_ORDERS_KEPT. */
export function withPlacedOrder(value: string | undefined | null, token: string): string {
  const id = orderIdOfToken(token)
  const kept = readPlacedOrders(value).filter((o) => o.id !== id)
  const all = id ? [{ id, token }, ...kept] : kept
  return all
    .slice(0, PLACED_ORDERS_KEPT)
    .map((o) => o.token)
    .join("~")
}

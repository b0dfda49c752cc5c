import type { MessageCode } from "./i18n/messages"

/**
 * The prefixes of the lock keys our workflows build (`workflows/locks.ts`);
 * a bare Medusa id (`cart_…`, `order_…`) is its own key, as in Medusa's own
 * workflows.
 */
export const LOCK_PREFIX = {
  settlement: "card-payment:",
  departure: "departure:",
  offer: "offer-request:",
} as const

/** A locking provider's "someone else holds it" (ours, Medusa's PostgreSQL, Redis and in-memory ones). */
const BUSY = /already locked|Failed to acquire lock|Timed-out acquiring lock/i
/** The key those messages name, when they name one. */
const KEY = /Failed to acquire lock for key "([^"]+)"|"([^"]+)" is already locked/

/**
 * Whether `error` is a lock held by someone else (then which key, when the
 * message names it), as opposed to a failure of the lock store itself (the
 * database away), which is no "busy" and must not be answered as one.
 */
export function lockBusy(error: unknown): { key: string | null } | null {
  const message = String((error as { message?: unknown } | null)?.message ?? "")
  if (!BUSY.test(message)) return null
  const found = KEY.exec(message)
  return { key: found?.[1] ?? found?.[2] ?? null }
}

/**
 * The 409 code of a busy lock, by what its key locks: a cart (its own key,
 * or its card settlement's) is `cart_busy`; an order (Medusa's order and
 * draft-order workflows, the lifecycle's and a payment link's settlement
 * key) `order_busy`; a departure and an offer request their own; anything
 * else (a key not named) `resource_busy`. Never a cart's for an order.
 */
export function busyCode(key: string | null): MessageCode {
  const id = key?.startsWith(LOCK_PREFIX.settlement)
    ? key.slice(LOCK_PREFIX.settlement.length)
    : key
  if (id?.startsWith("cart_")) return "cart_busy"
  if (id?.startsWith("order_")) return "order_busy"
  if (id?.startsWith(LOCK_PREFIX.departure)) return "departure_busy"
  if (id?.startsWith(LOCK_PREFIX.offer)) return "offer_busy"
  return "resource_busy"
}

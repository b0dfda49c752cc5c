import type { MessageCode } from "../lib/i18n/messages"
import { LOCK_PREFIX } from "../lib/lock-busy"
import type { LockInput } from "./steps/acquire-lock"

/**
 * Every lock the workflows take, in one place: its key, how long a taker
 * waits for it and how long it outlives a dead holder (seconds), and the
 * 409 a taker answers when its wait ends (named for what the key locks
 * when a taker does not say: `lib/lock-busy.ts`). Taken with
 * `steps/acquire-lock` (docs/booking.md, "Locks").
 */

/**
 * A cart's lock: its key is the cart's id (the key Medusa's own cart
 * workflows take). Cart changes wait briefly for it (another tab, a double
 * click), then say the cart is busy (`cart_busy`).
 */
export const CART_CHANGE_LOCK = { timeout: 10, ttl: 30 }

/**
 * How long a completion waits for the cart lock, and how long the lock lasts
 * if its holder dies (SENDERO_COMPLETION_LOCK_TTL, seconds: the faults suite
 * shortens it to see a dead completion recovered sooner).
 */
export const COMPLETION_LOCK = {
  timeout: 30,
  ttl: Number(process.env.SENDERO_COMPLETION_LOCK_TTL) || 120,
}

/**
 * The order's lock: every lifecycle transition of an order takes it, and so
 * does the settlement of its payment link (the same key), so a link paid
 * while an operator cancels is settled before or after, never between.
 */
export const orderLock = (orderId: string) => ({
  key: settlementLockKey(orderId),
  timeout: 30,
  ttl: 120,
  busy: "order_busy" as MessageCode,
})

/** One departure (a slot, or a date of an experience) is cancelled at a time. */
export const departureLock = (productId: string, localDate: string): LockInput => ({
  key: `${LOCK_PREFIX.departure}${productId}:${localDate}`,
  timeout: 30,
  ttl: 600,
  busy: "departure_busy",
})

/** One offer request is sent at a time. */
export const offerLock = (requestId: string): LockInput => ({
  key: `${LOCK_PREFIX.offer}${requestId}`,
  timeout: 60,
  ttl: 180,
  busy: "offer_busy",
})

/** A card settlement's key: a cart's (`card-payment:<cart id>`) or, for a payment link, its order's (the order's lock). */
export const settlementLockKey = (cartOrOrderId: string) =>
  `${LOCK_PREFIX.settlement}${cartOrOrderId}`

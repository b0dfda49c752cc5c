import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { randomUUID } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import { BookingError } from "../../../lib/booking-error"
import { lockBusy } from "../../../lib/lock-busy"
import { cartAlreadyOrdered, cartOfPaymentCollection } from "../../../lib/ordered-cart"
import { COMPLETION_LOCK } from "../../../workflows/complete-booking-cart"

const CART_ID = /^cart_[0-9A-HJKMNP-TV-Z]{26}$/
const COLLECTION_ID = /^pay_col_[0-9A-HJKMNP-TV-Z]{26}$/

/** How long a payment-method change waits for its cart's lock (a completion's wait), and how long it may hold it. */
const SESSION_LOCK = { wait_ms: COMPLETION_LOCK.timeout * 1000, ttl: 30, retry_ms: 100 }

/**
 * A cart that already became an order takes no new payment collection
 * through Medusa's own store route (409 `cart_completed`): a card cart
 * settled by the webhook and then "placed to pay later" would put a pay-later
 * session on the paid order's collection (found by the money model).
 * Malformed ids are left to Medusa's own validation. (Medusa's collection
 * workflow takes the cart's lock itself, for 2 s: this check cannot hold it.)
 */
async function refuseOrderedCart(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  const cartId = (req.body as { cart_id?: unknown } | undefined)?.cart_id
  try {
    if (
      typeof cartId === "string" &&
      CART_ID.test(cartId) &&
      (await cartAlreadyOrdered(req.scope, { cart_id: cartId }))
    ) {
      return next(new BookingError(MedusaError.Types.CONFLICT, "cart_completed"))
    }
  } catch (error) {
    return next(error)
  }
  next()
}

/**
 * A new payment session on a cart's collection (choosing pay later after the
 * card page, or the card again) replaces the cart's sessions: it runs holding
 * the cart's lock, the one its completion and its card settlement hold, so a
 * card payment being settled is never swapped for another method halfway
 * through its order (the money model found a pay-later session replacing a
 * paid card session while the webhook's settlement completed the cart: the
 * settlement's order was undone and the card money kept). Under the lock, a
 * cart that became an order meanwhile is refused (409 `cart_completed`); a
 * cart whose lock stays busy past a completion's wait answers 409
 * `cart_busy`. The lock is given back when the response closes.
 */
async function lockCartForSession(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
) {
  const collectionId = req.params?.id
  if (typeof collectionId !== "string" || !COLLECTION_ID.test(collectionId)) return next()
  try {
    const cartId = await cartOfPaymentCollection(req.scope, collectionId)
    // A payment link's collection (an order's) or an unknown one: Medusa's route decides.
    if (!cartId) return next()
    const locking = req.scope.resolve(Modules.LOCKING)
    const ownerId = randomUUID()
    const until = Date.now() + SESSION_LOCK.wait_ms
    for (;;) {
      try {
        await locking.acquire(cartId, { expire: SESSION_LOCK.ttl, ownerId })
        break
      } catch (error) {
        // The database away is no busy cart: the error handler answers it 503.
        if (!lockBusy(error)) return next(error)
        if (Date.now() >= until)
          return next(new BookingError(MedusaError.Types.CONFLICT, "cart_busy"))
        await sleep(SESSION_LOCK.retry_ms)
      }
    }
    let held = true
    const release = () => {
      if (!held) return
      held = false
      locking.release(cartId, { ownerId }).catch(() => undefined)
    }
    res.once("close", release)
    res.once("finish", release)
    try {
      if (await cartAlreadyOrdered(req.scope, { cart_id: cartId })) {
        release()
        return next(new BookingError(MedusaError.Types.CONFLICT, "cart_completed"))
      }
    } catch (error) {
      release()
      throw error
    }
  } catch (error) {
    return next(error)
  }
  next()
}

export const storePaymentCollectionMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/store/payment-collections", middlewares: [refuseOrderedCart] },
  {
    method: ["POST"],
    matcher: "/store/payment-collections/:id/payment-sessions",
    middlewares: [lockCartForSession],
  },
]

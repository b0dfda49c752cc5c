import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { MedusaError, PUBLISHABLE_KEY_HEADER } from "@medusajs/framework/utils"
import type { ZodType } from "@medusajs/framework/zod"
import { RateLimiterRes } from "rate-limiter-flexible"
import { BookingError } from "../../../lib/booking-error"
import { clientAddress } from "../../../lib/client-address"
import { pgOf } from "../../../lib/core-sql/pg"
import {
  CHECKED_BEFORE,
  countAdding,
  stopAdding,
  type AddingChecks,
} from "../../../lib/client-holds"
import { parseEnv } from "../../../lib/env"
import { routeChecksKey } from "../../../lib/publishable-key-deferral"
import { emailOf, tooMany, withSharedLimiter } from "../../../lib/rate-limit"
import { OFFER_LINE_KEY } from "../../../workflows/offer/steps/add-offer-lines"
import { CART_ID } from "../../../workflows/steps/assert-cart-open"
import { StoreAddCombo } from "../combos/validators"
import { StoreAddBooking, StoreUpdateBooking } from "./validators"

type Handler = (
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
) => Promise<unknown>
const guard =
  (handler: Handler) => (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    handler(req, res, next).catch(next)
  }

/** When a client over its seat cap holds nothing yet (all its seats are being added): ask again in a minute. */
const IN_FLIGHT_RETRY_MS = 60_000

/**
 * New carts per client address and per e-mail named at creation, over an
 * hour (HOLD_LIMIT_CARTS_PER_HOUR each): over it, 429 `too_many_carts` with
 * `Retry-After`.
 */
export const limitNewCarts = guard(async (req, res, next) => {
  const rule = {
    points: parseEnv().HOLD_LIMIT_CARTS_PER_HOUR,
    windowSeconds: 60 * 60,
    blockSeconds: 0,
  }
  const email = emailOf(req)
  try {
    await withSharedLimiter(req.scope, "carts:ip", rule, (l) => l.consume(clientAddress(req)))
    if (email) await withSharedLimiter(req.scope, "carts:email", rule, (l) => l.consume(email))
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    return tooMany(req, res, rejection.msBeforeNext, "too_many_carts")
  }
  next()
})

/** What a booking or combo body asks for, once its own validator accepts it. */
type SeatsBody = {
  travellers?: Record<string, number | undefined>
  items?: number
  parts?: unknown[]
}

/** The seats a booking or combo request asks for: travellers (or items) on every part. */
function seatsAsked({ travellers, items, parts }: SeatsBody): number {
  const people = Object.values(travellers ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0)
  return (people || items || 1) * (parts?.length || 1)
}

/**
 * Live seats per client address and per cart e-mail (HOLD_LIMIT_SEATS each):
 * the seats in the client's active holds, plus those its requests are adding
 * right now (this one's included: for a booking changed, the seats it adds
 * to what it holds), see countAdding: parallel adds of one client pass in
 * turn until the cap, none past it and never all refused. Over the cap: 429
 * `too_many_seats_held`, with `Retry-After` until its first hold ends, the
 * seats given back; under it, the seats being added are given back when the
 * response ends.
 *
 * With `ownChecks` (the add-booking hot path), the count's first statement also makes
 * the checks that ran before it in their own statements: the publishable key
 * when Medusa's check stepped aside for the request (publishable-key-deferral.ts;
 * refused exactly as Medusa refuses it) and a custom offer's locked cart
 * (offer-cart-guard.ts), even for a body the route will refuse; nothing is
 * recorded unless both pass.
 */
export const limitLiveHolds = (body: ZodType<SeatsBody>, { ownChecks = false } = {}) =>
  guard(async (req, res, next) => {
    const cart_id = req.params.id
    // Not a cart: nothing will be held (and Medusa checked its key: only cart ids are left to the route).
    if (!CART_ID.test(cart_id)) return next()
    // A body the route's validator refuses (400): nothing will be held.
    const asked = body.safeParse(req.body)
    if (!asked.success && !ownChecks) return next()
    const cap = parseEnv().HOLD_LIMIT_SEATS
    const now = new Date()
    const checks: AddingChecks = ownChecks
      ? {
          token: routeChecksKey(req) ? (req.get(PUBLISHABLE_KEY_HEADER) ?? null) : null,
          lockedBy: OFFER_LINE_KEY,
          count: asked.success,
        }
      : CHECKED_BEFORE
    const checked = await countAdding(
      req.scope,
      {
        cart_id,
        hold_id: req.params.hold_id,
        address: clientAddress(req),
        seats: asked.success ? seatsAsked(asked.data) : 0,
        now,
      },
      checks,
      cap,
    )
    if (!checked.key_valid) {
      // Medusa's own refusal, word for word (localised like every other).
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        "A valid publishable key is required to proceed with the request",
      )
    }
    if (checked.locked) throw new BookingError(MedusaError.Types.NOT_ALLOWED, "offer.cart_locked")
    const { client, over } = checked
    if (over) {
      const firstEndsInMs = over.firstEndsAt
        ? new Date(over.firstEndsAt).getTime() - now.getTime()
        : IN_FLIGHT_RETRY_MS
      return tooMany(req, res, firstEndsInMs, "too_many_seats_held", { max: cap })
    }
    if (!asked.success || !client || client.adding <= 0) return next()
    const giveBack = () =>
      stopAdding(pgOf(req.scope), cart_id, client.adding).catch((error: Error) =>
        req.scope.resolve("logger").warn(`Seats being added not given back: ${error.message}`),
      )
    res.on("close", () => void giveBack())
    next()
  })

/** Where the caps apply: a new cart, and every request that holds new seats. */
export const storeHoldLimitMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/store/carts", middlewares: [limitNewCarts] },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/bookings",
    // The key and the offer lock are checked here, in the first statement (see limitLiveHolds).
    middlewares: [limitLiveHolds(StoreAddBooking, { ownChecks: true })],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/bookings/:hold_id",
    middlewares: [limitLiveHolds(StoreUpdateBooking)],
  },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/combos",
    middlewares: [limitLiveHolds(StoreAddCombo)],
  },
]

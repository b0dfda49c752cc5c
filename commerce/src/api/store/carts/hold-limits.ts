import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RateLimiterRes } from "rate-limiter-flexible"
import { clientAddress } from "../../../lib/client-address"
import { parseEnv } from "../../../lib/env"
import { emailOf, tooMany, withSharedLimiter } from "../../../lib/rate-limit"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { HOLD_CLIENT_MODULE } from "../../../modules/hold-client"
import type HoldClientModuleService from "../../../modules/hold-client/service"

type Handler = (
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
) => Promise<unknown>
const guard =
  (handler: Handler) => (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    handler(req, res, next).catch(next)
  }

/** Carts attributed this long ago may still hold seats (a hold ends within hours, paying included). */
const ATTRIBUTION_WINDOW_MS = 24 * 60 * 60 * 1000
/** Seats being added right now, per client; an entry left by a crashed request ends after this. */
const IN_FLIGHT = { points: 1_000_000, windowSeconds: 120, blockSeconds: 0 }
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

/** The seats a booking or combo request asks for: travellers (or items) on every part. */
function seatsAsked(body: unknown): number {
  const { travellers, items, parts } = (body ?? {}) as {
    travellers?: Record<string, unknown>
    items?: unknown
    parts?: unknown
  }
  const people = Object.values(travellers ?? {}).reduce<number>(
    (sum, n) => sum + (typeof n === "number" ? n : 0),
    0,
  )
  const each = people || (typeof items === "number" ? items : 0) || 1
  return each * (Array.isArray(parts) ? parts.length : 1)
}

/** The seats a booking being changed holds now (0 for a new booking or another cart's hold). */
async function seatsHeld(container: MedusaContainer, cart_id: string, hold_id?: string) {
  if (!hold_id) return 0
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const [hold] = await booking.listHolds(
    { id: hold_id, cart_id, status: "active" },
    { select: ["seats"], take: 1 },
  )
  return hold?.seats ?? 0
}

/** Records which address (first to hold seats in it) and e-mail a cart counts against. */
async function attribute(
  clients: HoldClientModuleService,
  cart_id: string,
  address: string,
  email: string | null,
) {
  const [known] = await clients.listCartClients({ cart_id }, { take: 1 })
  if (!known) {
    await clients
      .createCartClients({ cart_id, address, email })
      .catch(async (error: { message?: string }) => {
        // Two first bookings of one cart at once: the other one recorded it.
        if (!/unique|duplicate|already exists/i.test(error?.message ?? "")) throw error
      })
    return
  }
  if (email && known.email !== email) await clients.updateCartClients({ id: known.id, email })
}

/** Seats in live holds of the client's carts, and when the first of them ends. */
async function liveSeats(
  container: MedusaContainer,
  filter: { address: string } | { email: string },
) {
  const clients: HoldClientModuleService = container.resolve(HOLD_CLIENT_MODULE)
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  const carts = await clients.listCartClients(
    { ...filter, created_at: { $gte: new Date(Date.now() - ATTRIBUTION_WINDOW_MS) } },
    { select: ["cart_id"] },
  )
  if (!carts.length) return { seats: 0, firstEndsInMs: IN_FLIGHT_RETRY_MS }
  const now = new Date()
  const holds = await booking.listHolds(
    { cart_id: carts.map((c) => c.cart_id), status: "active", expires_at: { $gt: now } },
    { select: ["seats", "expires_at"] },
  )
  const seats = holds.reduce((sum, h) => sum + h.seats, 0)
  const first = Math.min(...holds.map((h) => new Date(h.expires_at).getTime()))
  return { seats, firstEndsInMs: holds.length ? first - now.getTime() : IN_FLIGHT_RETRY_MS }
}

/**
 * Live seats per client address and per cart e-mail (HOLD_LIMIT_SEATS each):
 * the seats in the client's active holds, plus those its other requests are
 * adding right now (counted before the database is read, so parallel adds
 * from one client cannot all pass), plus this request's (for a booking
 * changed, the seats it adds to what it holds). Over the cap: 429
 * `too_many_seats_held`, with `Retry-After` until its first hold ends.
 */
export const limitLiveHolds = guard(async (req, res, next) => {
  const cap = parseEnv().HOLD_LIMIT_SEATS
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "email"],
    filters: { id: req.params.id },
  })
  const cart = data[0] as { id: string; email?: string | null } | undefined
  if (!cart) return next()
  const address = clientAddress(req)
  const email = cart.email?.trim().toLowerCase() || null
  await attribute(req.scope.resolve(HOLD_CLIENT_MODULE), cart.id, address, email)

  const asked = seatsAsked(req.body) - (await seatsHeld(req.scope, cart.id, req.params.hold_id))
  if (asked <= 0) return next()
  const clients = [
    { key: `ip:${address}`, filter: { address } },
    ...(email ? [{ key: `email:${email}`, filter: { email } }] : []),
  ]
  const counted: string[] = []
  const giveBack = () =>
    Promise.all(
      counted.map((key) =>
        withSharedLimiter(req.scope, "seats-adding", IN_FLIGHT, (l) => l.reward(key, asked)),
      ),
    ).catch((error: Error) =>
      req.scope.resolve("logger").warn(`Seats being added not given back: ${error.message}`),
    )
  // Address and e-mail are checked side by side; each is counted before its holds are read.
  const checks = await Promise.allSettled(
    clients.map(async ({ key, filter }) => {
      const adding = await withSharedLimiter(req.scope, "seats-adding", IN_FLIGHT, (l) =>
        l.consume(key, asked),
      )
      counted.push(key)
      const live = await liveSeats(req.scope, filter)
      return { over: live.seats + adding.consumedPoints > cap, firstEndsInMs: live.firstEndsInMs }
    }),
  )
  const failed = checks.find((c): c is PromiseRejectedResult => c.status === "rejected")
  const over = checks.find((c) => c.status === "fulfilled" && c.value.over)
  if (failed || over) await giveBack()
  if (failed) throw failed.reason
  if (over?.status === "fulfilled") {
    return tooMany(req, res, over.value.firstEndsInMs, "too_many_seats_held", { max: cap })
  }
  res.on("close", () => void giveBack())
  next()
})

/** Where the caps apply: a new cart, and every request that holds new seats. */
export const storeHoldLimitMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/store/carts", middlewares: [limitNewCarts] },
  { method: ["POST"], matcher: "/store/carts/:id/bookings", middlewares: [limitLiveHolds] },
  {
    method: ["POST"],
    matcher: "/store/carts/:id/bookings/:hold_id",
    middlewares: [limitLiveHolds],
  },
  { method: ["POST"], matcher: "/store/carts/:id/combos", middlewares: [limitLiveHolds] },
]

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PUBLISHABLE_KEY_HEADER } from "@medusajs/framework/utils"
import { PUBLISHABLE_KEY_MIDDLEWARE, wrapNamedMiddleware } from "./framework-seams"

/**
 * Routes that check the publishable key themselves, inside a statement they
 * run anyway: the availability day (the picker's hot read) and the days of a
 * month it prefetches, in the one statement that reads their answer (see
 * day-facts.ts); adding a booking to a cart, in the first statement of its
 * per-client seat cap (see client-holds.ts, startAdding). Only these methods
 * and exact shapes (case-sensitive, no further segment, a cart id of Medusa's
 * shape), only when a key is sent: anything else, including a request
 * without a key, goes through Medusa's own check as before.
 */
const ROUTES_CHECKING_KEY: { method: string; path: RegExp }[] = [
  { method: "GET", path: /^\/store\/experiences\/[^/?]+\/(availability\/[^/?]+|days)\/?$/ },
  { method: "POST", path: /^\/store\/carts\/cart_[0-9A-HJKMNP-TV-Z]{26}\/bookings\/?$/ },
]

type Handler = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown

/** Whether Medusa's publishable-key middleware leaves this request to its route. */
export function routeChecksKey(
  req: Pick<MedusaRequest, "method" | "originalUrl" | "url" | "get">,
): boolean {
  if (!req.get(PUBLISHABLE_KEY_HEADER)) return false
  const path = (req.originalUrl ?? req.url).split("?")[0]
  return ROUTES_CHECKING_KEY.some((route) => route.method === req.method && route.path.test(path))
}

/**
 * Medusa checks every /store request's publishable key with a query graph
 * (the key, then its sales channels: two statements and their ORM work)
 * before any route runs. For the routes above, which make the same check in
 * their own statement, that middleware is wrapped to step aside (through
 * lib/framework-seams.ts: Medusa has no option to skip it per route). Done
 * once, on the first request (Medusa gives no hook with the app before that;
 * the first request is checked by both).
 */
export function deferPublishableKeyCheck(app: unknown) {
  wrapNamedMiddleware<Handler>(
    app,
    PUBLISHABLE_KEY_MIDDLEWARE,
    (original) =>
      function ensurePublishableApiKeyUnlessRouteChecks(req, res, next) {
        return routeChecksKey(req) ? next() : original(req, res, next)
      },
  )
}

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PUBLISHABLE_KEY_HEADER } from "@medusajs/framework/utils"

/**
 * Routes that check the publishable key themselves, inside the one statement
 * that reads their answer (the availability day, the picker's hot read, and
 * the days of a month it prefetches: see day-facts.ts). Only GET, only these
 * exact shapes (case-sensitive, no further segment), only when a key is sent:
 * anything else, including a request without a key, goes through Medusa's own
 * check as before.
 */
const ROUTE_CHECKS_KEY = /^\/store\/experiences\/[^/?]+\/(availability\/[^/?]+|days)\/?$/

type Handler = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown
type Layer = { handle: Handler & { name: string } }
const installed = new WeakSet<object>()

/** Whether Medusa's publishable-key middleware leaves this request to its route. */
export function routeChecksKey(req: Pick<MedusaRequest, "method" | "originalUrl" | "url" | "get">): boolean {
  if (req.method !== "GET" || !req.get(PUBLISHABLE_KEY_HEADER)) return false
  return ROUTE_CHECKS_KEY.test((req.originalUrl ?? req.url).split("?")[0])
}

/**
 * Medusa checks every /store request's publishable key with a query graph
 * (the key, then its sales channels: two statements and their ORM work)
 * before any route runs. For the routes above, which make the same check in
 * their own statement, that middleware is wrapped to step aside. Done once,
 * on the first request (Medusa gives no hook with the app before that; the
 * first request is checked by both).
 */
export function deferPublishableKeyCheck(app: unknown) {
  // An Express app is a function.
  if ((typeof app !== "object" && typeof app !== "function") || !app || installed.has(app)) return
  const stack = (app as { _router?: { stack?: Layer[] } })._router?.stack
  if (!stack) return
  installed.add(app)
  for (const layer of stack) {
    const original = layer.handle
    if (original?.name !== "ensurePublishableApiKeyMiddleware") continue
    layer.handle = function ensurePublishableApiKeyUnlessRouteChecks(req, res, next) {
      return routeChecksKey(req) ? next() : original(req, res, next)
    } as Layer["handle"]
  }
}

import { randomUUID } from "node:crypto"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../lib/booking-error"
import { useBeforeErrorHandler } from "../lib/framework-seams"
import { deferPublishableKeyCheck } from "../lib/publishable-key-deferral"

/** Deepest nesting of objects and arrays a query or body may have. */
export const MAX_DEPTH = 32
/** Most values (keys, strings, numbers...) a query or body may hold. */
export const MAX_NODES = 10_000
/** Control characters PostgreSQL cannot store (NUL) or no form ever sends; tab and newlines are text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
/** In a path or a query, no control character at all. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PATH_CONTROL = /[\u0000-\u001F\u007F]/
/** Keys that would reach an object's prototype if anything ever merged the body. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"])
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

/**
 * The request's id: the caller's `x-request-id` when it is a sane token,
 * else a new one. Set on the request and echoed in the response header, so a
 * traveller's error message and the server log can be matched.
 */
export function requestIdOf(req: MedusaRequest, res?: MedusaResponse): string {
  const carrier = req as MedusaRequest & { requestId?: string }
  if (!carrier.requestId) {
    const given = req.get?.("x-request-id")
    carrier.requestId = given && REQUEST_ID.test(given) ? given : randomUUID()
  }
  if (res && !res.headersSent) res.setHeader("x-request-id", carrier.requestId)
  return carrier.requestId
}

/**
 * What a client sends is checked before any route or validator sees it:
 * control characters (NUL reaches PostgreSQL as an error) in the path, the
 * query or the body, prototype keys, and nesting or size that would make a
 * recursive validator overflow the stack. Walks iteratively, so a hostile
 * body cannot overflow this check either.
 */
export function requestGuard(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  requestIdOf(req, res)
  useBeforeErrorHandler(req.app, notFound)
  deferPublishableKeyCheck(req.app)
  try {
    // `originalUrl`: under a mounted matcher, `req.path` is only what follows the mount point.
    checkPath((req.originalUrl ?? req.url).split("?")[0])
    checkValue(req.query, PATH_CONTROL)
    checkValue(req.body, CONTROL)
  } catch (error) {
    return next(error)
  }
  next()
}

function checkPath(path: string) {
  // An empty segment (`/store/carts//check`) is an id left out: no route has one.
  if (/.\/\/./.test(path)) throw new BookingError(MedusaError.Types.NOT_FOUND, "not_found")
  for (const segment of path.split("/")) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "invalid_characters")
    }
    if (PATH_CONTROL.test(decoded)) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "invalid_characters")
    }
  }
}

function checkValue(root: unknown, control: RegExp) {
  if (root === undefined || root === null) return
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }]
  let nodes = 0
  while (stack.length) {
    const { value, depth } = stack.pop()!
    if (++nodes > MAX_NODES)
      throw new BookingError(MedusaError.Types.INVALID_DATA, "payload_too_large")
    if (typeof value === "string") {
      if (control.test(value))
        throw new BookingError(MedusaError.Types.INVALID_DATA, "invalid_characters")
      continue
    }
    if (typeof value !== "object" || value === null) continue
    if (depth >= MAX_DEPTH)
      throw new BookingError(MedusaError.Types.INVALID_DATA, "invalid_request")
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key) || control.test(key)) {
        throw new BookingError(MedusaError.Types.INVALID_DATA, "invalid_request")
      }
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 })
    }
  }
}

/**
 * An API path no route answers gets our JSON 404 (`not_found`, localised)
 * instead of Express's English HTML page: placed after every route, before
 * the error handler (lib/framework-seams.ts: Medusa offers no catch-all).
 */
function notFound(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (/^\/(store|admin|auth|hooks)(\/|$)/.test(req.path)) {
    return next(new BookingError(MedusaError.Types.NOT_FOUND, "not_found"))
  }
  next()
}

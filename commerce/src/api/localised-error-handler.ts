import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { accountError } from "../lib/auth-errors"
import { busyCode, lockBusy } from "../lib/lock-busy"
import { isMessageCode, translate, type MessageCode } from "../lib/i18n/messages"
import { requestLocale } from "../lib/i18n/request-locale"
import { requestIdOf } from "./request-guard"

type Classified = {
  status: number
  type: string
  code: MessageCode
  params?: Record<string, string | number>
  details?: string
}

const STATUS: Record<string, number> = {
  [MedusaError.Types.NOT_FOUND]: 404,
  [MedusaError.Types.CONFLICT]: 409,
  [MedusaError.Types.NOT_ALLOWED]: 400,
  [MedusaError.Types.INVALID_DATA]: 400,
  [MedusaError.Types.UNAUTHORIZED]: 401,
  [MedusaError.Types.FORBIDDEN]: 403,
  [MedusaError.Types.DUPLICATE_ERROR]: 409,
  [MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR]: 422,
}

/** PostgreSQL error classes a client's input can cause (bad text, numbers or dates out of range). */
const CLIENT_DATA_SQLSTATE = /^(22|23502|23514|42804)/
/** The database is down, restarting or out of connections: worth a retry, not a 500. */
const DATABASE_DOWN =
  /ECONNREFUSED|ECONNRESET|Connection terminated|Connection ended|terminating connection|the database system is (starting up|shutting down)|too many clients|Knex: Timeout acquiring a connection/i

/**
 * Every error the API answers carries a stable `code`, a message in the
 * request's language (`?locale=`, `x-medusa-locale`, then Accept-Language;
 * Spanish by default) and the request id. Our own errors keep their code and
 * parameters; Medusa's and Express's (invalid JSON, a body too large, a
 * missing publishable key, unknown ids...) are mapped to ours, with Medusa's
 * English text kept in `details`. Anything unexpected is a 500 whose message
 * gives the request id, logged with it; a database outage is a 503.
 */
export function localisedErrorHandler(
  error: unknown,
  req: MedusaRequest,
  res: MedusaResponse,
  _next: MedusaNextFunction,
) {
  const requestId = requestIdOf(req, res)
  const classified = classify(accountError(error, req) ?? error)
  const locale = requestLocale(req)
  if (classified.status >= 500) {
    logger(req).error(`Request ${requestId} ${req.method} ${req.path} failed: ${describe(error)}`)
  }
  if (classified.status === 503) res.setHeader("Retry-After", "5")
  res.status(classified.status).json({
    type: classified.type,
    code: classified.code,
    message: translate(classified.code, locale, {
      request_id: requestId,
      ...(classified.params ?? {}),
    }),
    ...(classified.params && Object.keys(classified.params).length
      ? { params: classified.params }
      : {}),
    ...(classified.details ? { details: classified.details } : {}),
    request_id: requestId,
  })
}

/** Maps any thrown value to a status and one of our message codes. */
export function classify(error: unknown): Classified {
  const err = (error ?? {}) as {
    code?: unknown
    type?: string
    name?: string
    message?: string
    status?: number
    statusCode?: number
    params?: Record<string, string | number>
    issues?: unknown[]
    expose?: boolean
  }
  const message = String(err.message ?? "")
  const type = err.type ?? "unknown_error"

  if (isMessageCode(err.code) && STATUS[type]) {
    return { status: STATUS[type], type, code: err.code, params: err.params }
  }
  // Express and body-parser: bad JSON, too large, a path parameter that is not valid percent-encoding.
  const httpStatus = err.statusCode ?? err.status
  if (typeof httpStatus === "number" && (err.expose !== undefined || err.name === "URIError")) {
    if (type === "entity.parse.failed")
      return { status: 400, type: "invalid_data", code: "invalid_json" }
    if (type === "entity.too.large")
      return { status: 413, type: "invalid_data", code: "payload_too_large" }
    if (/decode param/i.test(message))
      return { status: 400, type: "invalid_data", code: "invalid_characters" }
    if (httpStatus < 500)
      return { status: httpStatus, type: "invalid_data", code: "invalid_request", details: message }
  }
  if (Array.isArray(err.issues) || /^Invalid (request|query)/.test(message)) {
    return {
      status: 400,
      type: MedusaError.Types.INVALID_DATA,
      code: "invalid_request",
      details: message,
    }
  }
  if (DATABASE_DOWN.test(message) || DATABASE_DOWN.test(String(err.code ?? ""))) {
    return { status: 503, type: "service_unavailable", code: "service_unavailable" }
  }
  // A lock someone else holds (Medusa's own workflows', a settlement's): named for what it locks.
  const busy = lockBusy(err)
  if (busy) return { status: 409, type: MedusaError.Types.CONFLICT, code: busyCode(busy.key) }
  if (typeof err.code === "string" && CLIENT_DATA_SQLSTATE.test(err.code)) {
    return { status: 400, type: MedusaError.Types.INVALID_DATA, code: "invalid_request" }
  }
  switch (type) {
    case MedusaError.Types.NOT_FOUND:
      return {
        status: 404,
        type,
        code: /\bcart\b/i.test(message) ? "cart_not_found" : "not_found",
        details: message,
      }
    case MedusaError.Types.NOT_ALLOWED:
    case MedusaError.Types.INVALID_DATA:
      if (/publishable/i.test(message))
        return { status: 400, type, code: "publishable_key_required" }
      if (/already (been )?completed|is completed/i.test(message)) {
        return { status: 409, type: MedusaError.Types.CONFLICT, code: "cart_completed" }
      }
      return { status: 400, type, code: "invalid_request", details: message }
    case MedusaError.Types.UNAUTHORIZED:
      return { status: 401, type, code: "unauthorized" }
    case MedusaError.Types.FORBIDDEN:
      return { status: 403, type, code: "forbidden" }
    case MedusaError.Types.DUPLICATE_ERROR:
      return { status: 409, type, code: "duplicate", details: message }
    case MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR:
      return { status: 422, type, code: "payment_failed" }
    case MedusaError.Types.CONFLICT:
    case "QueryRunnerAlreadyReleasedError":
    case "TransactionAlreadyStartedError":
    case "TransactionNotStartedError":
      return { status: 409, type: MedusaError.Types.CONFLICT, code: "conflict" }
    default:
      return { status: 500, type: "unknown_error", code: "unexpected" }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message
  try {
    return JSON.stringify(error)
  } catch {
    return String(error)
  }
}

function logger(req: MedusaRequest): { error: (message: string) => void } {
  try {
    return req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  } catch {
    return console
  }
}

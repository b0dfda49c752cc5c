import {
  errorHandler,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { accountError } from "../lib/auth-errors"
import { isMessageCode, translate } from "../lib/i18n/messages"
import { requestLocale } from "../lib/i18n/request-locale"

const STATUS: Record<string, number> = {
  [MedusaError.Types.NOT_FOUND]: 404,
  [MedusaError.Types.CONFLICT]: 409,
  [MedusaError.Types.NOT_ALLOWED]: 400,
  [MedusaError.Types.INVALID_DATA]: 400,
  [MedusaError.Types.UNAUTHORIZED]: 401,
  [MedusaError.Types.DUPLICATE_ERROR]: 409,
}

const coreHandler = errorHandler()

/**
 * Errors with one of our message codes are answered with their status, the
 * stable code and the message in the request's language (`?locale=`,
 * `x-medusa-locale`, then Accept-Language; Spanish by default). Everything
 * else goes to Medusa's own handler.
 */
export function localisedErrorHandler(
  error: unknown,
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
) {
  const err = (accountError(error, req) ?? error) as { code?: unknown; type?: string; params?: Record<string, string | number> }
  if (isMessageCode(err?.code) && err.type && STATUS[err.type]) {
    const locale = requestLocale(req)
    res.status(STATUS[err.type]).json({
      type: err.type,
      code: err.code,
      message: translate(err.code, locale, err.params ?? {}),
      ...(err.params && Object.keys(err.params).length ? { params: err.params } : {}),
    })
    return
  }
  // Body and query validation (zod, in Medusa's validate middlewares): a
  // stable code, the message in the visitor's language, the details as sent.
  if (err?.type === MedusaError.Types.INVALID_DATA && /^Invalid (request|query)/.test(String((error as Error).message))) {
    res.status(400).json({
      type: err.type,
      code: "invalid_request",
      message: translate("invalid_request", requestLocale(req)),
      details: (error as Error).message,
    })
    return
  }
  return coreHandler(error, req, res, next)
}

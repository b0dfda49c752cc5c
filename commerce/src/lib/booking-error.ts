import { MedusaError } from "@medusajs/framework/utils"
import { BookingModuleError, type BookingModuleErrorCode } from "../modules/booking/errors"
import { translate, type MessageCode } from "./i18n/messages"

type ErrorType = (typeof MedusaError.Types)[keyof typeof MedusaError.Types]

/**
 * A traveller-facing error: a stable `code` and its parameters. The message is
 * Spanish (the default language); the API error handler re-renders it in the
 * request's language from the code and params.
 */
export class BookingError extends MedusaError {
  params: Record<string, string | number>

  constructor(type: ErrorType, code: MessageCode, params: Record<string, string | number> = {}) {
    super(type, translate(code, "es", params), code)
    this.params = params
  }
}

/**
 * A refusal with a code and params, from the app (BookingError) or from the
 * booking module, which owns its errors and knows no copy (BookingModuleError).
 */
export const isBookingRefusal = (error: unknown): error is BookingError | BookingModuleError =>
  error instanceof BookingError || error instanceof BookingModuleError

/** Every code the booking module raises has its copy in the catalogue: this fails to compile otherwise. */
export const MODULE_CODES_HAVE_COPY: BookingModuleErrorCode extends MessageCode ? true : never =
  true

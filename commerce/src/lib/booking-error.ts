import { MedusaError } from "@medusajs/framework/utils"
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

/** Conflict (409) for capacity problems: the seats a traveller asked for are not there. */
export const notEnoughSeats = (remaining: number) =>
  new BookingError(MedusaError.Types.CONFLICT, "not_enough_seats", { remaining })

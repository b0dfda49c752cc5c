import { MedusaError } from "@medusajs/framework/utils"

/**
 * The refusals the booking module raises, as stable codes. The module owns
 * them and knows no copy: the API's error handler renders a code and its
 * params in the request's language from the app's catalogue
 * (commerce/src/lib/i18n/messages.ts, which must hold every code here:
 * lib/booking-error.ts checks it at compile time).
 */
export const BOOKING_MODULE_ERROR_CODES = [
  "admin.slots.capacity_below_taken",
  "admin.slots.closed_by_rule",
  "admin.slots.date_closed",
  "admin.slots.schedule_capacity_below_taken",
  "booking_not_found",
  "cart_has_no_bookings",
  "cart_needs_check",
  "change.booking_changed",
  "combo_part_full",
  "combo_parts_mismatch",
  "hold_expired",
  "no_travellers",
  "not_enough_seats",
  "slot_closed",
  "slot_exists",
  "slot_in_past",
  "slot_not_found",
  "too_many_bookings",
] as const

/** A code of BOOKING_MODULE_ERROR_CODES. */
export type BookingModuleErrorCode = (typeof BOOKING_MODULE_ERROR_CODES)[number]

type ErrorType = (typeof MedusaError.Types)[keyof typeof MedusaError.Types]

/**
 * A refusal of the booking module: a MedusaError of the right type (the
 * status follows), a stable `code` and its `params`. Its message is the code
 * itself; what a traveller or an admin reads comes from the code.
 */
export class BookingModuleError extends MedusaError {
  params: Record<string, string | number>

  constructor(
    type: ErrorType,
    code: BookingModuleErrorCode,
    params: Record<string, string | number> = {},
  ) {
    super(type, code, code)
    this.params = params
  }
}

/** Conflict (409) for capacity problems: the seats a traveller asked for are not there. */
export const notEnoughSeats = (remaining: number) =>
  new BookingModuleError(MedusaError.Types.CONFLICT, "not_enough_seats", { remaining })

import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "./booking-error"

const DAY_MS = 86_400_000

/** Days a traveller may look back (time zones, a page left open overnight) and ahead. */
export const STORE_DATE_WINDOW = { pastDays: 7, futureDays: 730 } as const
/** Shop admins plan further ahead and correct the recent past. */
export const ADMIN_DATE_WINDOW = { pastDays: 366, futureDays: 1830 } as const

export type DateWindow = { pastDays: number; futureDays: number }

/** A calendar date (YYYY-MM-DD, UTC) `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The first and last date a window allows, as of `now`. */
export function windowBounds(window: DateWindow, now = new Date()) {
  const today = now.toISOString().slice(0, 10)
  return { from: addDays(today, -window.pastDays), to: addDays(today, window.futureDays) }
}

/**
 * Refuses a date outside the window (400 `date_out_of_range`, saying which
 * dates are allowed). Every date the API accepts goes through here, so no
 * loop or query ever runs over an unbounded range.
 */
export function assertDateInWindow(
  date: string,
  window: DateWindow = STORE_DATE_WINDOW,
  now = new Date(),
) {
  const bounds = windowBounds(window, now)
  // Round-tripped: Date.parse takes 2027-02-30 as 2 March, PostgreSQL refuses it.
  const parsed = Date.parse(`${date}T00:00:00Z`)
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    !Number.isNaN(parsed) &&
    new Date(parsed).toISOString().slice(0, 10) === date
  if (!valid) throw new BookingError(MedusaError.Types.INVALID_DATA, "invalid_date")
  if (date < bounds.from || date > bounds.to) {
    throw new BookingError(MedusaError.Types.INVALID_DATA, "date_out_of_range", bounds)
  }
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { BookingError } from "../../../../../lib/booking-error"
import { resolveCurrency } from "../../../../../lib/currency"
import { addDays, assertDateInWindow, daysBetween } from "../../../../../lib/date-window"
import { entryPrices, sellableExperience } from "../../../../../lib/experience-catalogue"
import { fromPrice } from "../../../../../lib/experience-lookup"
import { localDate } from "../../../../../lib/local-time"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"
import type { StoreExperienceAvailabilityType } from "../../validators"

/** Days a range answers when `to` is not given. */
const DEFAULT_DAYS = 30
/**
 * Per day between `from` and `to` (default: the next 30 days from the
 * experience's today, which the answer names as `today`): available,
 * sold out or closed, and the lowest adult (or item) price that day, with
 * `bookable: true`. An experience that cannot be booked now (unknown, paused,
 * unpublished) answers 200 with `bookable: false` and no days: the experience
 * page shows 'Actividad no disponible' for it, an ordinary state rather than
 * an error the traveller's browser would log (issue 27). A client's mistake
 * (a malformed date, a currency not sold) is still a 400.
 */
export async function GET(
  req: MedusaRequest<unknown, StoreExperienceAvailabilityType>,
  res: MedusaResponse,
) {
  const currency = resolveCurrency(req.validatedQuery.currency)
  if (req.validatedQuery.from) assertDateInWindow(req.validatedQuery.from)
  if (req.validatedQuery.to) assertDateInWindow(req.validatedQuery.to)
  const entry = await sellableExperience(req.scope, req.params.handle).catch((error: unknown) => {
    if (error instanceof BookingError && error.code === "experience_unavailable") return null
    throw error
  })
  if (!entry) {
    res.json({ handle: req.params.handle, bookable: false, days: [] })
    return
  }
  const { experience } = entry
  // Today on the experience's wall clock, from the server's one time-zone truth: the picker's
  // "today" (and the default first day), never the browser's zone data.
  const today = localDate(new Date(), experience.timezone)
  const from = req.validatedQuery.from ?? today
  const to = req.validatedQuery.to ?? addDays(from, DEFAULT_DAYS)
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [days, prices] = await Promise.all([
    booking.availabilityByDay({ product_id: experience.product_id, from, to }),
    entryPrices(req.scope, entry, currency),
  ])
  const byDate = new Map(days.map((d) => [d.date, d]))
  const result: { date: string; status: string; price_from: number | null }[] = []
  // A counted loop over a bounded range (the validator caps it at 400 days).
  const count = daysBetween(from, to)
  for (let i = 0; i <= count; i++) {
    const date = addDays(from, i)
    const found = byDate.get(date)
    const amounts = (found?.option_codes ?? [])
      .map((code) => fromPrice(prices.get(code)))
      .filter((a): a is number => a !== null)
    result.push({
      date,
      status: found?.status ?? "closed",
      price_from: amounts.length ? Math.min(...amounts) : null,
    })
  }
  res.json({
    handle: experience.handle,
    bookable: true,
    timezone: experience.timezone,
    today,
    currency_code: currency,
    days: result,
  })
}

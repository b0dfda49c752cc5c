import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { resolveCurrency } from "../../../../../lib/currency"
import { findSellableExperience, fromPrice, optionPrices } from "../../../../../lib/experience-lookup"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"
import type { StoreExperienceAvailabilityType } from "../../validators"

const day = (offset: number, from = new Date()) =>
  new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

/**
 * Per day between `from` and `to` (default: the next 30 days): available,
 * sold out or closed, and the lowest adult (or item) price that day.
 */
export async function GET(
  req: MedusaRequest<unknown, StoreExperienceAvailabilityType>,
  res: MedusaResponse,
) {
  const currency = resolveCurrency(req.validatedQuery.currency)
  const experience = await findSellableExperience(req.scope, req.params.handle)
  const from = req.validatedQuery.from ?? day(0)
  const to = req.validatedQuery.to ?? day(30, new Date(`${from}T00:00:00Z`))
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [days, prices] = await Promise.all([
    booking.availabilityByDay({ product_id: experience.product_id, from, to }),
    optionPrices(req.scope, experience.product_id, currency),
  ])
  const byDate = new Map(days.map((d) => [d.date, d]))
  const result: { date: string; status: string; price_from: number | null }[] = []
  for (let date = from; date <= to; date = day(1, new Date(`${date}T00:00:00Z`))) {
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
  res.json({ handle: experience.handle, timezone: experience.timezone, currency_code: currency, days: result })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../../lib/booking-error"
import { describeCancellation, type CancellationPolicy } from "../../../../../../lib/cancellation"
import { resolveCurrency } from "../../../../../../lib/currency"
import { assertDateInWindow } from "../../../../../../lib/date-window"
import { entryPrices, knownProductId, sellableExperience } from "../../../../../../lib/experience-catalogue"
import { requestLocale } from "../../../../../../lib/i18n/request-locale"
import { BOOKING_MODULE } from "../../../../../../modules/booking"
import type BookingModuleService from "../../../../../../modules/booking/service"
import type { StoreExperienceDayType } from "../../../validators"

type Band = { band: string; min_age: number; max_age: number; free?: boolean }
type Extra = { code: string; title: { es: string; en?: string }; per: string }

/**
 * The options bookable on one local date with their slots (seats left,
 * cancellation deadline), prices per age band or item, extras and pickup
 * points. A date without any: `no_options` (404).
 */
export async function GET(req: MedusaRequest<unknown, StoreExperienceDayType>, res: MedusaResponse) {
  const date = req.params.date
  assertDateInWindow(date)
  const currency = resolveCurrency(req.validatedQuery.currency)
  const locale = requestLocale(req)
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  // The day's seats are asked for at once when the handle's product is known,
  // beside the check that the experience's catalogue facts are unchanged.
  const known = knownProductId(req.params.handle)
  const [entry, early] = await Promise.all([
    sellableExperience(req.scope, req.params.handle),
    known ? booking.slotsOfDay({ product_id: known, date }) : null,
  ])
  const { experience } = entry
  const [slots, prices] = await Promise.all([
    early && known === experience.product_id ? early : booking.slotsOfDay({ product_id: experience.product_id, date }),
    entryPrices(req.scope, entry, currency),
  ])
  const policy = experience.cancellation_policy as CancellationPolicy
  const options = [...experience.options]
    .sort((a, b) => a.position - b.position)
    .map((option) => {
      const optionPrice = prices.get(option.code)
      const own = slots.filter((s) => s.option_code === option.code)
      return {
        id: option.id,
        code: option.code,
        title: (option.title as Record<string, string>)[locale] ?? (option.title as Record<string, string>).es,
        pricing_type: option.pricing_type,
        max_travellers_per_item: option.max_travellers_per_item,
        age_bands: (option.age_bands as { items: Band[] }).items.map((b) => ({
          ...b,
          price: optionPrice?.bands[b.band] ?? null,
        })),
        item_price: option.pricing_type === "per_item" ? (optionPrice?.item ?? null) : null,
        extras: (option.extras as { items: Extra[] }).items.map((x) => ({
          code: x.code,
          title: x.title[locale] ?? x.title.es,
          per: x.per,
          price: optionPrice?.extras[x.code] ?? null,
        })),
        slots: own.map((s) => ({
          id: s.id,
          start_time: s.local_time,
          starts_at: s.starts_at,
          ends_at: s.ends_at,
          seats_left: s.seats_left,
          cancellation: describeCancellation(policy, new Date(s.starts_at), experience.timezone, locale),
        })),
      }
    })
    .filter((o) => o.slots.length > 0)
  if (options.length === 0) throw new BookingError(MedusaError.Types.NOT_FOUND, "no_options")
  res.json({
    handle: experience.handle,
    date,
    timezone: experience.timezone,
    currency_code: currency,
    pickup_included: experience.pickup_included,
    pickup_points: (experience.pickup_points as { items: unknown[] }).items,
    meeting_point: experience.meeting_point,
    options,
  })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, PUBLISHABLE_KEY_HEADER } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../../lib/booking-error"
import { describeCancellation, type CancellationPolicy } from "../../../../../../lib/cancellation"
import { resolveCurrency } from "../../../../../../lib/currency"
import { assertDateInWindow } from "../../../../../../lib/date-window"
import { dayFacts } from "../../../../../../lib/day-facts"
import { entryMemo, entryPrices, stampedEntry } from "../../../../../../lib/experience-catalogue"
import type { Locale } from "../../../../../../lib/i18n/messages"
import { requestLocale } from "../../../../../../lib/i18n/request-locale"
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
  // One statement: the publishable key (Medusa's own check is left to this
  // route, see lib/publishable-key-deferral.ts), the catalogue stamp and the seats.
  const facts = await dayFacts(req.scope, { token: req.get(PUBLISHABLE_KEY_HEADER) ?? "", handle: req.params.handle, date })
  if (!facts.keyValid) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "A valid publishable key is required to proceed with the request")
  const entry = await stampedEntry(req.scope, req.params.handle, facts.stamp)
  const { experience } = entry
  const prices = await entryPrices(req.scope, entry, currency)
  const policy = experience.cancellation_policy as CancellationPolicy
  // The options' texts and prices are the same for every date: built once per entry, currency and language.
  const views = entryMemo(entry, `options|${currency}|${locale}`, () => optionViews(experience.options, prices, locale))
  const options = views
    .map((view) => ({
      ...view,
      slots: facts.slots
        .filter((s) => s.option_code === view.code)
        .map((s) => ({
          id: s.id,
          start_time: s.local_time,
          starts_at: s.starts_at,
          ends_at: s.ends_at,
          seats_left: s.seats_left,
          cancellation: entryMemo(entry, `cancellation|${locale}|${new Date(s.starts_at).getTime()}`, () =>
            describeCancellation(policy, new Date(s.starts_at), experience.timezone, locale),
          ),
        })),
    }))
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

type Option = Awaited<ReturnType<typeof stampedEntry>>["experience"]["options"][number]

/** What a day says about each option apart from its slots, in the order the shop set. */
function optionViews(all: Option[], prices: Awaited<ReturnType<typeof entryPrices>>, locale: Locale) {
  return [...all]
    .sort((a, b) => a.position - b.position)
    .map((option) => {
      const optionPrice = prices.get(option.code)
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
      }
    })
}

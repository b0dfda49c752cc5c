import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { DaySlot } from "../modules/booking/sql/slot-reads"
import { describeCancellation, type CancellationPolicy } from "./cancellation"
import { cancellationDeadline } from "./cancellation-deadline"
import { dayFacts, type DatedSlot } from "./day-facts"
import { entryMemo, entryPrices, stampedEntry } from "./experience-catalogue"
import type { Locale } from "./i18n/messages"
import { localTime } from "./local-time"
import { meetingPoint, pickupFor, pickupPoints } from "./pickup-times"

type Entry = Awaited<ReturnType<typeof stampedEntry>>
type Prices = Awaited<ReturnType<typeof entryPrices>>
type Option = Entry["experience"]["options"][number]
type Band = { band: string; min_age: number; max_age: number; free?: boolean }
type Extra = { code: string; title: { es: string; en?: string }; per: string }

/**
 * The answers of every date from `from` to `to` (inclusive) that has an open,
 * future slot, in date order, from one statement (dayFacts: the publishable
 * key, the catalogue stamp and the seats, read live) and the experience's
 * cached catalogue entry. Throws like the day route: an invalid key, an
 * unknown or unsellable experience (`experience_unavailable`).
 */
export async function dayAnswers(
  container: MedusaContainer,
  input: {
    token: string
    handle: string
    from: string
    to: string
    currency: string
    locale: Locale
  },
) {
  const { token, handle, from, to, currency, locale } = input
  // Medusa's own key check is left to the routes that call this (see lib/publishable-key-deferral.ts).
  const facts = await dayFacts(container, { token, handle, from, to })
  if (!facts.keyValid)
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      "A valid publishable key is required to proceed with the request",
    )
  const entry = await stampedEntry(container, handle, facts.stamp)
  const prices = await entryPrices(container, entry, currency)
  const byDate = new Map<string, DatedSlot[]>()
  for (const slot of facts.slots) {
    const list = byDate.get(slot.local_date)
    if (list) list.push(slot)
    else byDate.set(slot.local_date, [slot])
  }
  const days: NonNullable<ReturnType<typeof dayAnswer>>[] = []
  for (const date of [...byDate.keys()].sort()) {
    const answer = dayAnswer({ entry, prices, slots: byDate.get(date)!, date, currency, locale })
    if (answer) days.push(answer)
  }
  return { experience: entry.experience, days }
}

/**
 * What one local date offers (the body of `GET /store/experiences/:handle/availability/:date`):
 * the options with a slot that day, each with its slots (seats left, cancellation line), prices
 * per age band or item and extras, and the pickup points. Null when no option has a slot (the
 * day route's `no_options`). The day route and the range route (`/days`) both answer with it,
 * so the two never disagree.
 */
export function dayAnswer(input: {
  entry: Entry
  prices: Prices
  /** The date's open, future slots, by start (dayFacts). */
  slots: DaySlot[]
  date: string
  currency: string
  locale: Locale
}) {
  const { entry, prices, slots, date, currency, locale } = input
  const { experience } = entry
  const now = new Date()
  const points = entryMemo(entry, `pickup_points|${locale}`, () =>
    pickupPoints(
      experience.pickup_points as Parameters<typeof pickupPoints>[0],
      experience.start_time ?? null,
      locale,
    ),
  )
  const policy = experience.cancellation_policy as CancellationPolicy
  // The options' texts and prices are the same for every date: built once per entry, currency and language.
  const views = entryMemo(entry, `options|${currency}|${locale}`, () =>
    optionViews(experience.options, prices, locale),
  )
  const options = views
    .map((view) => ({
      ...view,
      slots: slots
        .filter((s) => s.option_code === view.code)
        .map((s) => ({
          id: s.id,
          // The local time from the instant (lib/local-time.ts), never a stored copy; pickups from the start.
          start_time: localTime(s.starts_at, experience.timezone),
          end_time: localTime(s.ends_at, experience.timezone),
          starts_at: s.starts_at,
          ends_at: s.ends_at,
          seats_left: s.seats_left,
          pickup_points: points.map((p) => pickupFor(p, s.starts_at, experience.timezone)),
          cancellation: cancellationLine(
            entry,
            policy,
            new Date(s.starts_at),
            experience.timezone,
            locale,
            now,
          ),
        })),
    }))
    .filter((o) => o.slots.length > 0)
  if (options.length === 0) return null
  return {
    handle: experience.handle,
    date,
    timezone: experience.timezone,
    currency_code: currency,
    pickup_included: experience.pickup_included,
    pickup_points: points,
    meeting_point: meetingPoint(
      experience.meeting_point as Parameters<typeof meetingPoint>[0],
      locale,
    ),
    options,
  }
}

/**
 * A slot's cancellation line as it reads now, memoised per start and per side
 * of the free window (the line changes when the deadline passes).
 */
function cancellationLine(
  entry: Entry,
  policy: CancellationPolicy,
  startsAt: Date,
  zone: string,
  locale: Locale,
  now: Date,
) {
  const t = startsAt.getTime()
  const deadline = entryMemo(entry, `deadline|${t}`, () =>
    cancellationDeadline(policy, startsAt, zone),
  )
  const passed = deadline !== null && now >= deadline
  return entryMemo(entry, `cancellation|${locale}|${t}|${passed}`, () =>
    describeCancellation(policy, startsAt, zone, locale, now),
  )
}

/** What a day says about each option apart from its slots, in the order the shop set. */
function optionViews(all: Option[], prices: Prices, locale: Locale) {
  return [...all]
    .sort((a, b) => a.position - b.position)
    .map((option) => {
      const optionPrice = prices.get(option.code)
      return {
        id: option.id,
        code: option.code,
        title:
          (option.title as Record<string, string>)[locale] ??
          (option.title as Record<string, string>).es,
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

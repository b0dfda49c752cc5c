import type { DayOption } from "./booking-math"
import { memo } from "./format"
import { segment, storeFetch, type StoreLocale } from "./medusa"

/** A day of an experience's calendar as the availability route returns it. */
export type AvailabilityDay = {
  date: string
  status: "available" | "sold_out" | "closed"
  price_from: number | null
}

/** What one date offers: options with slots, pickup points. */
export type DayOffer = {
  date: string
  timezone: string
  currency_code: string
  pickup_included: boolean
  /** The points and how long before a slot's start each collects; each slot lists its own times. */
  pickup_points: {
    id: string
    name: string
    address?: string
    minutes_before_start?: number
    time?: string
  }[]
  options: DayOption[]
}

/** An experience's route over a window of dates (`from` to `to`), in one currency. */
const windowOf =
  <T>(route: "availability" | "days") =>
  (
    locale: StoreLocale,
    handle: string,
    from: string,
    to: string,
    currency: string,
    signal?: AbortSignal,
  ) =>
    storeFetch<T>(`/store/experiences/${segment(handle)}/${route}`, {
      locale,
      query: { from, to, currency: currency.toLowerCase() },
      signal,
    })

/**
 * Each day of a window: available (with the lowest adult price), sold out or closed. An experience
 * that cannot be booked now (paused, unpublished) answers `bookable: false` and no days.
 */
export const experienceDays = windowOf<{
  bookable: boolean
  timezone?: string
  /** Today on the experience's wall clock, as the server's zone data says. */
  today?: string
  currency_code?: string
  days: AvailabilityDay[]
}>("availability")

/** The options and slots of one date (an empty `options` list when it has none to book). */
export async function experienceDay(
  locale: StoreLocale,
  handle: string,
  date: string,
  currency: string,
  signal?: AbortSignal,
) {
  return storeFetch<DayOffer>(
    `/store/experiences/${segment(handle)}/availability/${segment(date)}`,
    {
      locale,
      query: { currency: currency.toLowerCase() },
      signal,
    },
  )
}

/**
 * What each date from `from` to `to` offers (at most 31 days), in one request: for every date
 * with an open slot, the day route's answer (dates without any are left out). The picker's prefetch.
 */
export const experienceDayRange = windowOf<{ days: DayOffer[] }>("days")

/** Today's date (YYYY-MM-DD) where the experience takes place (one formatter per zone: every prerendered experience page asks). */
export function todayIn(timeZone: string, now = new Date()) {
  return memo(
    `today|${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }),
  ).format(now)
}

const TRAVEL_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A travel date from a URL (`?date=YYYY-MM-DD`), or null when it is not one. */
export function travelDateOf(value: string | null | undefined): string | null {
  return value && TRAVEL_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : null
}

/** Which of `handles` have an open slot with a free seat on `date` (`GET /store/availability`, 200 a call). */
export async function openOn(
  locale: StoreLocale,
  date: string,
  handles: readonly string[],
): Promise<Set<string>> {
  const open = new Set<string>()
  for (let i = 0; i < handles.length; i += 200) {
    const { available } = await storeFetch<{ available: string[] }>("/store/availability", {
      locale,
      query: { date, handles: handles.slice(i, i + 200).join(",") },
    })
    for (const handle of available) open.add(handle)
  }
  return open
}

import type { Locale } from "@sendero/shared/locales"
import { format } from "../../i18n/format"

/**
 * Formatting for islands: plural messages by Intl.PluralRules (never string
 * concatenation: '1 plaza libre', '2 plazas libres', '1 seat left') and
 * money from minor units in the chosen currency.
 */
export type ClientLocale = Locale
const intl = (locale: ClientLocale) => (locale === "es" ? "es-ES" : "en-GB")

const rules = new Map<string, Intl.PluralRules>()

/**
 * The message `${base}.${category}` for `count` (falling back to
 * `${base}.other`), with `{count}` and `params` filled in.
 */
export function plural(
  locale: ClientLocale,
  messages: Record<string, string>,
  base: string,
  count: number,
  params: Record<string, string | number> = {},
) {
  let rule = rules.get(locale)
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(intl(locale))))
  const template = messages[`${base}.${rule.select(count)}`] ?? messages[`${base}.other`] ?? base
  return format(template, {
    count: memo(`n|${locale}`, () => new Intl.NumberFormat(intl(locale))).format(count),
    ...params,
  })
}

const money = new Map<string, Intl.NumberFormat>()

/** An amount in minor units (3700) as money in a currency ('37,00 €', '€37.00'). */
export function formatMinor(locale: ClientLocale, minor: number, currency: string) {
  const key = `${locale}:${currency.toUpperCase()}`
  let f = money.get(key)
  if (!f)
    money.set(
      key,
      (f = new Intl.NumberFormat(intl(locale), {
        style: "currency",
        currency: currency.toUpperCase(),
      })),
    )
  return f.format(minor / 100)
}

/** An amount in major units as the API sends it (37.5) as money. */
export const formatMajor = (locale: ClientLocale, major: number, currency: string) =>
  formatMinor(locale, Math.round(major * 100), currency)

/**
 * Intl formatters, built once each: building one costs far more than using
 * it, and a calendar render formats every day of the month.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
export function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  build: () => T,
): T {
  let f = formatters.get(key) as T | undefined
  if (!f) formatters.set(key, (f = build()))
  return f
}

/**
 * A slot's local date (YYYY-MM-DD) and time (HH:MM) as the API derived them
 * in the experience's zone (commerce/src/lib/local-time.ts), written out with
 * no zone conversion here: the browser's time-zone data never decides a
 * slot's time. `long` adds the year and the full weekday and month.
 */
export function formatLocalSlot(
  locale: ClientLocale,
  date: string,
  time: string,
  style: "short" | "long" = "short",
) {
  const day = memo(
    `localslot|${locale}|${style}`,
    () =>
      new Intl.DateTimeFormat(
        intl(locale),
        style === "long"
          ? { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }
          : { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" },
      ),
  ).format(new Date(`${date}T12:00:00Z`))
  return `${day}, ${time}`
}

/** A calendar date (YYYY-MM-DD) written out ('sábado, 23 de noviembre'). */
export function formatDay(locale: ClientLocale, date: string, style: "long" | "month" = "long") {
  const d = new Date(`${date}T12:00:00Z`)
  return memo(
    `day|${locale}|${style}`,
    () =>
      new Intl.DateTimeFormat(
        intl(locale),
        style === "month"
          ? { month: "long", year: "numeric", timeZone: "UTC" }
          : { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" },
      ),
  ).format(d)
}

/**
 * A day's lowest price as the calendar shows it under the day ('45', '37,5', '1.250'): the number
 * only, so it fits a day's cell on a 320 px phone; the calendar names the currency once.
 */
export function formatDayPrice(locale: ClientLocale, major: number) {
  return memo(
    `dayprice|${locale}`,
    () =>
      new Intl.NumberFormat(intl(locale), {
        maximumFractionDigits: 2,
        minimumFractionDigits: 0,
        useGrouping: "min2",
      }),
  ).format(major)
}

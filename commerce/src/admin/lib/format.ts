import type { Locale } from "../../lib/i18n/messages"

/**
 * The admin extensions' one way of writing dates, times and parties: one
 * format per language (Spanish or English, never the browser's), times in
 * the experience's time zone as the server derived them (never converted
 * here), the zone said once per page as the server names it. Spanish month and day names stay lower case inside a phrase
 * ("1 de diciembre de 2026"); only a label that starts a line gets a capital
 * on its first letter ("Diciembre de 2026"), never on every word.
 */
/** The admin's languages: the commerce API's (one list, lib/i18n/messages.ts). */
export type AdminLocale = Locale

const tag = (locale: AdminLocale) => (locale === "es" ? "es-ES" : "en-GB")

const formats = new Map<string, Intl.DateTimeFormat>()
/** Calendar dates only, read at noon UTC: no zone is ever converted in the browser. */
function format(locale: AdminLocale, options: Intl.DateTimeFormatOptions, key: string) {
  const id = `${key}|${locale}`
  let f = formats.get(id)
  if (!f)
    formats.set(id, (f = new Intl.DateTimeFormat(tag(locale), { ...options, timeZone: "UTC" })))
  return f
}

/** Noon UTC of a calendar date: its weekday and month do not depend on any zone. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`)

/** Upper-cases the first letter only ("diciembre de 2026" → "Diciembre de 2026"). */
export const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/** A local date (YYYY-MM-DD): "martes, 1 de diciembre de 2026" / "Tuesday, 1 December 2026". */
export function formatDate(date: string, locale: AdminLocale) {
  return format(
    locale,
    { weekday: "long", day: "numeric", month: "long", year: "numeric" },
    "date",
  ).format(noon(date))
}

/** A month (YYYY-MM or any date in it) as a heading: "Diciembre de 2026" / "December 2026". */
export function formatMonth(month: string, locale: AdminLocale) {
  return capitalise(
    format(locale, { month: "long", year: "numeric" }, "month").format(
      noon(`${month.slice(0, 7)}-01`),
    ),
  )
}

/**
 * A wall clock the server derived (commerce/src/lib/local-time.ts, the one
 * time-zone truth): the admin converts no zone itself, since the browser's
 * time-zone data can disagree with the server's (Africa/Casablanca).
 */
export type LocalParts = { date: string; time: string }

/** A local date and time: "1 de diciembre de 2026 a las 06:05" / "1 December 2026 at 06:05". */
export function formatLocalDateTime(local: LocalParts, locale: AdminLocale) {
  const day = format(locale, { day: "numeric", month: "long", year: "numeric" }, "day")
  return `${day.format(noon(local.date))} ${locale === "es" ? "a las" : "at"} ${local.time}`
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * A party with its bands named and zeros skipped ("6 adultos", "2 adults,
 * 1 child"), from the admin's catalogue (`admin.format.band.*`, plurals).
 */
export function partyText(
  travellers: Record<string, number | undefined> | null | undefined,
  t: Translate,
) {
  return Object.entries(travellers ?? {})
    .filter((entry): entry is [string, number] => typeof entry[1] === "number" && entry[1] > 0)
    .map(([band, count]) =>
      t(`admin.format.band.${band}`, { count, defaultValue: `${count} ${band}` }),
    )
    .join(", ")
}

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** An amount in major units with its currency: "1.234,50 €" / "€1,234.50". */
export function formatMoney(amount: number, currency: string, locale: AdminLocale) {
  const id = `${locale}|${currency.toUpperCase()}`
  let f = moneyFormats.get(id)
  if (!f)
    moneyFormats.set(
      id,
      (f = new Intl.NumberFormat(tag(locale), {
        style: "currency",
        currency: currency.toUpperCase(),
      })),
    )
  return f.format(amount)
}

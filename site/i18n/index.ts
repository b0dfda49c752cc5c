import { DEFAULT_LOCALE, type Locale } from "@sendero/shared/locales"
import en from "./en.json"
import es from "./es.json"

/** Interface locales the site offers (one home: packages/shared/locales.ts); Spanish lives at bare paths, English under /en. */
export { DEFAULT_LOCALE, LOCALES, type Locale } from "@sendero/shared/locales"

export type MessageKey = keyof typeof es
const catalogues: Record<Locale, Record<MessageKey, string>> = { es, en }

/** Translates a key, filling `{name}` placeholders from `params`. */
export function t(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}) {
  const template = catalogues[locale][key] ?? catalogues[DEFAULT_LOCALE][key]
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}

/** The locale of a `[...locale]` route param: undefined is Spanish. */
export function localeFromParam(param: string | undefined): Locale {
  return param === "en" ? "en" : "es"
}

/**
 * The locale of an on-demand `[...locale]` route, or null when the prefix is
 * not one of ours (only none, Spanish, and `en` are pages).
 */
export function onDemandLocale(param: string | undefined): Locale | null {
  if (param === undefined) return DEFAULT_LOCALE
  return param === "en" ? "en" : null
}

/** `getStaticPaths` entries for both locales of a page. */
export const localeParams = [{ locale: undefined }, { locale: "en" }] as const

/** A site path in a locale: `/x` for Spanish, `/en/x` for English. */
export function localePath(locale: Locale, path: string) {
  const clean = path.startsWith("/") ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`
}

/**
 * The path of an experience page: inside its city, or at /experiences/{slug}
 * in the supplier layouts (`supplier` true).
 */
export function experiencePath(locale: Locale, citySlug: string, slug: string, supplier = false) {
  return localePath(
    locale,
    supplier ? `/experiences/${slug}` : `/things-to-do-in-${citySlug}/${slug}`,
  )
}

/** BCP 47 tag for number and date formatting. */
export const intlLocale = (locale: Locale) => (locale === "es" ? "es-ES" : "en-GB")

/**
 * One formatter per key: a build formats tens of thousands of prices, dates
 * and language names, and creating an Intl formatter costs far more than using one.
 */
const formatters = new Map<string, unknown>()
function cachedFormatter<F>(key: string, create: () => F): F {
  if (!formatters.has(key)) formatters.set(key, create())
  return formatters.get(key) as F
}

/** A number formatter of a locale with these options, made once (`options` written the same way each time). */
export const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions = {}) =>
  cachedFormatter(
    `number:${locale}:${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale(locale), options),
  )

/** A date formatter of a locale with these options, made once. */
export const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  cachedFormatter(
    `datetime:${locale}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), options),
  )

/** A list formatter of a locale ("a, b y c"), made once. */
export const listFormat = (locale: Locale, options: Intl.ListFormatOptions) =>
  cachedFormatter(
    `list:${locale}:${JSON.stringify(options)}`,
    () => new Intl.ListFormat(intlLocale(locale), options),
  )

/** The name of a region code (ISO 3166-1 alpha-2) in the page's language ("SA" → "Arabia Saudí"). */
export function regionName(locale: Locale, code: string) {
  const names = cachedFormatter(
    `region:${locale}`,
    () => new Intl.DisplayNames([intlLocale(locale)], { type: "region" }),
  )
  return names.of(code) ?? code
}

/** Formats an amount in major units of a currency. */
export function formatMoney(locale: Locale, amount: number, currency: string) {
  const code = currency.toUpperCase()
  return cachedFormatter(
    `money:${locale}:${code}`,
    () => new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: code }),
  ).format(amount)
}

/** Formats a share (0.16) as a whole percentage in the visitor's conventions: "16 %", "16%". */
export function formatPercent(locale: Locale, share: number) {
  return cachedFormatter(
    `percent:${locale}`,
    () => new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 0 }),
  ).format(share)
}

/** The same site path in both languages, for the switch, canonical and hreflang. */
export function alternatesFor(path: string): Record<Locale, string> {
  return { es: localePath("es", path), en: localePath("en", path) }
}

/** The path of a city listing. */
export const cityPath = (locale: Locale, citySlug: string) =>
  localePath(locale, `/things-to-do-in-${citySlug}`)

/** The path of a category listing; `slug` is the category's slug in the locale. */
export const categoryPath = (locale: Locale, slug: string) => localePath(locale, `/${slug}`)

/** The path of a blog post. */
export const blogPostPath = (locale: Locale, slug: string) => localePath(locale, `/blog/${slug}`)

/** The locale of a request path (`/en/...` is English) and the path without its prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === "/en" || pathname.startsWith("/en/")) {
    return { locale: "en", path: pathname.slice(3) || "/" }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}

/** A duration in minutes as "3 h 45 min". */
export function formatDuration(locale: Locale, minutes: number) {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return t(locale, "duration.minutes", { minutes: rest })
  if (rest === 0) return t(locale, "duration.hours", { hours })
  return t(locale, "duration.hoursMinutes", { hours, minutes: rest })
}

/** A date (ISO string) in the visitor's conventions, e.g. "3 de marzo de 2025". */
export function formatDate(locale: Locale, iso: string) {
  return cachedFormatter(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }),
  ).format(new Date(iso))
}

/** The name of a language code in the page's language ("ar" → "árabe"). */
export function languageName(locale: Locale, code: string) {
  const names = cachedFormatter(
    `language:${locale}`,
    () => new Intl.DisplayNames([intlLocale(locale)], { type: "language" }),
  )
  return names.of(code) ?? code
}

/** The `lang` attribute for text in `lang`: undefined when it is the page's own language. */
export const foreignLang = (locale: Locale, lang: Locale | null | undefined) =>
  lang && lang !== locale ? lang : undefined

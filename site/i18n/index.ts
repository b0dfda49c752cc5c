import en from "./en.json"
import es from "./es.json"

/** Interface locales the site offers; Spanish lives at bare paths, English under /en. */
export const LOCALES = ["es", "en"] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = "es"

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

/** `getStaticPaths` entries for both locales of a page. */
export const localeParams = [{ locale: undefined }, { locale: "en" }] as const

/** A site path in a locale: `/x` for Spanish, `/en/x` for English. */
export function localePath(locale: Locale, path: string) {
  const clean = path.startsWith("/") ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`
}

/** The path of an experience page inside its city. */
export function experiencePath(locale: Locale, citySlug: string, slug: string) {
  return localePath(locale, `/things-to-do-in-${citySlug}/${slug}`)
}

/** BCP 47 tag for number and date formatting. */
export const intlLocale = (locale: Locale) => (locale === "es" ? "es-ES" : "en-GB")

/** Formats an amount in major units of a currency. */
export function formatMoney(locale: Locale, amount: number, currency: string) {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount)
}

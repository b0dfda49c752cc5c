/**
 * The languages Sendero offers, in one home: Spanish (the default, at bare
 * paths) and English (under /en). The site, the Studio and commerce (its API
 * copy, models, e-mail and card checkout) import these;
 * scripts/locale-literals.test.mjs fails when a copy of the list is written
 * out anywhere else.
 */
export const LOCALES = ["es", "en"] as const

/** One of LOCALES. */
export type Locale = (typeof LOCALES)[number]

/** The language of bare paths, of e-mails with no language known, and of the Studio's editors. */
export const DEFAULT_LOCALE: Locale = "es"

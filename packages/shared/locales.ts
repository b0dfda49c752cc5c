/**
 * The languages Sendero offers, in one home: Spanish (the default, at bare
 * paths) and English (under /en). The site and the Studio import these;
 * commerce (a CommonJS build that cannot import this TypeScript package)
 * keeps its own LOCALES in commerce/src/lib/i18n/messages.ts, and
 * scripts/locale-literals.test.mjs fails when the two differ or when a
 * stray copy of the list appears anywhere else.
 */
export const LOCALES = ["es", "en"] as const

/** One of LOCALES. */
export type Locale = (typeof LOCALES)[number]

/** The language of bare paths, of e-mails with no language known, and of the Studio's editors. */
export const DEFAULT_LOCALE: Locale = "es"

import { localePath, type Locale } from "../../i18n"

/** The path segment of the tour packages in each language: /paquetes-de-viaje, /en/tour-packages. */
export const PACKAGES_SEGMENT = { es: "paquetes-de-viaje", en: "tour-packages" } as const

/** The tour packages listing in a locale. */
export const packagesPath = (locale: Locale) => localePath(locale, `/${PACKAGES_SEGMENT[locale]}`)

/** A tour package's page in a locale, at that locale's slug. */
export const packagePath = (locale: Locale, slug: string) =>
  localePath(locale, `/${PACKAGES_SEGMENT[locale]}/${slug}`)

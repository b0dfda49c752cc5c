import type { Locale } from "./i18n/messages"

const WORDS: Record<Locale, Record<string, readonly [string, string]>> = {
  es: {
    adult: ["adulto", "adultos"],
    child: ["niño", "niños"],
    infant: ["bebé", "bebés"],
    items: ["vehículo", "vehículos"],
    travellers: ["viajero", "viajeros"],
  },
  en: {
    adult: ["adult", "adults"],
    child: ["child", "children"],
    infant: ["infant", "infants"],
    items: ["vehicle", "vehicles"],
    travellers: ["traveller", "travellers"],
  },
}

/**
 * A party in words, bands named and zeros skipped: "2 adultos, 1 niño",
 * "1 vehicle, 5 travellers". An unknown band keeps its key.
 */
export function travellersText(
  travellers: Record<string, unknown> | null | undefined,
  locale: Locale,
): string {
  return Object.entries(travellers ?? {})
    .filter((entry): entry is [string, number] => typeof entry[1] === "number" && entry[1] > 0)
    .map(([band, n]) => {
      const words = WORDS[locale][band]
      return `${n} ${words ? words[n === 1 ? 0 : 1] : band}`
    })
    .join(", ")
}

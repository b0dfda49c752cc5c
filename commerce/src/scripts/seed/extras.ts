import { KIND_RULES, type Kind } from "./kinds"
import { minutesOf } from "./time-of-day"
import type { ExtraSpec, Prices } from "./types"

/** The extras the seed offers, each with its price in EUR; which ones a kind may offer is in KIND_RULES. */
export type ExtraCode =
  | "hotel-transfer"
  | "dinner"
  | "lunch"
  | "photos"
  | "drinks"
  | "gopro"
  | "audioguide"
  | "tasting"
  | "prints"
  | "child-seat"
  | "name-sign"
  | "sunrise-camel"

type ExtraDef = Omit<ExtraSpec, "prices"> & { eur: number }

const EXTRA_DEFS: Record<ExtraCode, ExtraDef> = {
  "hotel-transfer": {
    code: "hotel-transfer",
    title: { es: "Traslado de ida y vuelta al hotel", en: "Return hotel transfer" },
    per: "person",
    eur: 15,
  },
  dinner: {
    code: "dinner",
    title: { es: "Cena bajo las estrellas", en: "Dinner under the stars" },
    per: "person",
    eur: 28,
  },
  lunch: {
    code: "lunch",
    title: { es: "Almuerzo tradicional", en: "Traditional lunch" },
    per: "person",
    eur: 18,
  },
  photos: {
    code: "photos",
    title: { es: "Reportaje de fotos profesional", en: "Professional photo pack" },
    per: "booking",
    eur: 35,
  },
  drinks: {
    code: "drinks",
    title: { es: "Refrescos y zumos a bordo", en: "Soft drinks and juices on board" },
    per: "person",
    eur: 12,
  },
  gopro: {
    code: "gopro",
    title: { es: "Vídeo de tu sesión con cámara GoPro", en: "GoPro video of your session" },
    per: "booking",
    eur: 25,
  },
  audioguide: {
    code: "audioguide",
    title: { es: "Audioguía en tu idioma", en: "Audio guide in your language" },
    per: "person",
    eur: 6,
  },
  tasting: {
    code: "tasting",
    title: { es: "Degustación extra de dulces locales", en: "Extra tasting of local sweets" },
    per: "person",
    eur: 9,
  },
  prints: {
    code: "prints",
    title: { es: "Tus 20 mejores fotos editadas", en: "Your 20 best photos, edited" },
    per: "booking",
    eur: 30,
  },
  "child-seat": {
    code: "child-seat",
    title: { es: "Silla infantil", en: "Child seat" },
    per: "booking",
    eur: 8,
  },
  "name-sign": {
    code: "name-sign",
    title: { es: "Recepción con cartel con tu nombre", en: "Meet and greet with a name sign" },
    per: "booking",
    eur: 5,
  },
  "sunrise-camel": {
    code: "sunrise-camel",
    title: { es: "Paseo en camello al amanecer", en: "Camel ride at sunrise" },
    per: "person",
    eur: 20,
  },
}

/**
 * Whether an extra makes sense for this experience: a meal only when the
 * experience spans it, a hotel transfer only when pickup is not included.
 */
export function extraFits(
  code: ExtraCode,
  { start, duration, pickupIncluded }: { start: string; duration: number; pickupIncluded: boolean },
) {
  const from = minutesOf(start)
  switch (code) {
    case "hotel-transfer":
      return !pickupIncluded
    case "dinner":
      return from >= minutesOf("15:00") && from <= minutesOf("21:00")
    case "lunch":
      return from <= minutesOf("11:00") && from + duration >= minutesOf("14:00")
    default:
      return true
  }
}

/** The extras a kind may offer at this time, priced in every currency. */
export function fittingExtras(
  kind: Kind,
  facts: { start: string; duration: number; pickupIncluded: boolean },
  pricesFromEur: (eur: number) => Prices,
): ExtraSpec[] {
  return KIND_RULES[kind].extras
    .filter((code) => extraFits(code, facts))
    .map((code) => {
      const { eur, ...extra } = EXTRA_DEFS[code]
      return { ...extra, prices: pricesFromEur(eur) }
    })
}

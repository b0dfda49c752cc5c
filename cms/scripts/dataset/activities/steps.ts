import type { Pair } from "../build-helpers.ts"
import type { Step } from "../activities.ts"

/** An itinerary step: when (a fraction of the duration), its title and text in both languages. */
export const s = (at: number, es: string, en: string, textEs: string, textEn: string): Step => ({
  at,
  title: { es, en },
  text: { es: textEs, en: textEn },
})

/** Notes every desert activity carries. */
export const DESERT_NOTES: Pair[] = [
  {
    es: "No recomendado para embarazadas ni personas con problemas de espalda.",
    en: "Not recommended for pregnant travellers or people with back problems.",
  },
  {
    es: "El programa puede cambiar por viento fuerte o tormentas de arena.",
    en: "The plan may change in strong wind or sandstorms.",
  },
]

import { contract, localeString, type Pair } from "./build-helpers.ts"
import type { Place } from "./cities.ts"

/** The boat and meals of each boat activity of the generator (activities.ts ids). */
const BOATS: Record<string, { boat: Pair; decks: number; meals: Pair }> = {
  cruise: {
    boat: { es: "Barco turístico de dos cubiertas", en: "Two-deck sightseeing boat" },
    decks: 2,
    meals: { es: "Agua y refrescos a la venta", en: "Water and soft drinks for sale" },
  },
  dinnerCruise: {
    boat: { es: "Dhow tradicional de madera", en: "Traditional wooden dhow" },
    decks: 2,
    meals: { es: "Cena bufé a bordo", en: "Buffet dinner on board" },
  },
  yacht: {
    boat: { es: "Yate a motor de 18 metros", en: "18-metre motor yacht" },
    decks: 1,
    meals: { es: "Fruta, agua y refrescos incluidos", en: "Fruit, water and soft drinks included" },
  },
}

/** Cruise facts of a boat activity at a place, or undefined for every other activity. */
export function cruiseFacts(activity: string, place: Place) {
  const facts = BOATS[activity]
  if (!facts) return undefined
  return {
    _type: "cruiseFacts",
    boat: localeString(facts.boat),
    decks: facts.decks,
    mealsOnBoard: localeString(facts.meals),
    boardingPoint: localeString({
      es: contract(`Embarcadero de ${place.name.es}`),
      en: `The pier at ${place.name.en}`,
    }),
  }
}

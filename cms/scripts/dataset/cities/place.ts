import type { Place, PlaceKind } from "../cities.ts"

/** A real place of a city: its kind, name, position and a line about it in both languages. */
export const p = (
  kind: PlaceKind,
  es: string,
  en: string,
  lat: number,
  lng: number,
  aboutEs: string,
  aboutEn: string,
): Place => ({
  kind,
  name: { es, en },
  about: { es: aboutEs, en: aboutEn },
  lat,
  lng,
})

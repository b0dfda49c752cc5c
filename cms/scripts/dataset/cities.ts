import type { Pair } from "./build-helpers.ts"
import { RIYADH } from "./cities/riyadh.ts"
import { ALULA } from "./cities/alula.ts"
import { DUBAI } from "./cities/dubai.ts"
import { ABU_DHABI } from "./cities/abu-dhabi.ts"
import { MADRID } from "./cities/madrid.ts"
import { BARCELONA } from "./cities/barcelona.ts"
import { SEVILLE } from "./cities/seville.ts"
import { GRANADA } from "./cities/granada.ts"
import { MARRAKECH } from "./cities/marrakech.ts"
import { CAIRO } from "./cities/cairo.ts"
import { JEDDAH } from "./cities/jeddah.ts"
import { MUSCAT } from "./cities/muscat.ts"
import { DOHA } from "./cities/doha.ts"
import { ISTANBUL } from "./cities/istanbul.ts"

/** Kinds of place; an activity lists the kinds it can happen at and an illustration is drawn per kind. */
export type PlaceKind =
  | "dunes"
  | "cliff"
  | "canyon"
  | "mountain"
  | "oasis"
  | "rock"
  | "oldtown"
  | "monument"
  | "museum"
  | "market"
  | "garden"
  | "waterfront"
  | "sea"
  | "reef"
  | "mangrove"
  | "daytrip"

export type Place = {
  kind: PlaceKind
  /** Name with its article, as it reads inside a Spanish or English sentence. */
  name: Pair
  /** One sentence about the place, used in overviews. */
  about: Pair
  lat: number
  lng: number
}

export type CitySeed = {
  slug: string
  name: Pair
  country: Pair
  timeZone: string
  lat: number
  lng: number
  intro: Pair
  places: Place[]
}

/** Every destination of the catalogue, with the real places its experiences visit (in this order: the dataset draws from it). */
export const CITIES: CitySeed[] = [
  RIYADH,
  ALULA,
  DUBAI,
  ABU_DHABI,
  MADRID,
  BARCELONA,
  SEVILLE,
  GRANADA,
  MARRAKECH,
  CAIRO,
  JEDDAH,
  MUSCAT,
  DOHA,
  ISTANBUL,
]

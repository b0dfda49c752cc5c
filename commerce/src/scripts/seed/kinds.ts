import type { ExtraCode } from "./extras"

/**
 * Kinds of experience the seed tells apart, from the content's categories:
 * each has its own options, extras and prices, so a private airport transfer
 * never offers a shared group or a traditional lunch.
 */
export type Kind =
  | "transfer"
  | "camp"
  | "cruise"
  | "water"
  | "ticket"
  | "food"
  | "photo"
  | "safari"
  | "hike"
  | "daytrip"
  | "guided"

/** The first category in this order decides the kind (a dinner cruise is a cruise). */
const KIND_BY_CATEGORY: [string, Kind][] = [
  ["traslados", "transfer"],
  ["campamentos-y-alojamiento", "camp"],
  ["cruceros", "cruise"],
  ["deportes-acuaticos", "water"],
  ["paseos-en-yate", "cruise"],
  ["entradas-y-atracciones", "ticket"],
  ["gastronomia", "food"],
  ["tours-fotograficos", "photo"],
  ["safaris-en-el-desierto", "safari"],
  ["senderismo", "hike"],
  ["excursiones-de-un-dia", "daytrip"],
  ["visitas-guiadas", "guided"],
]

export function kindOf(categories: readonly string[]): Kind {
  return KIND_BY_CATEGORY.find(([category]) => categories.includes(category))?.[1] ?? "guided"
}

type Pair = { es: string; en: string }

/** A second option beside the main one: a smaller group at a higher price, or a private unit. */
export type SecondOption =
  | {
      code: string
      title: Pair
      type: "per_person"
      capacity: [number, number]
      multiplier: number
    }
  | { code: string; title: Pair; type: "per_item"; max: number; multiplier: number }

export type KindRules = {
  /** The main option's title; per_item for transfers (a vehicle), per person otherwise. */
  main:
    | { code: string; title: Pair; type: "per_person" }
    | { code: string; title: Pair; type: "per_item"; max: number }
  second?: SecondOption
  /** How often the second option is offered. */
  secondChance: number
  /** EUR: per adult, or per vehicle for transfers. */
  basePrice: [number, number]
  /** Seats per slot when the content states no group size (vehicles per slot for transfers). */
  capacity: [number, number]
  extras: ExtraCode[]
  /** Runs through the day (transfers): several start times whatever the content's first step says. */
  allDay?: string[]
}

const shared = {
  code: "shared",
  title: { es: "Grupo compartido", en: "Shared group tour" },
  type: "per_person",
} as const
const smallGroup = (size: [number, number]): SecondOption => ({
  code: "premium",
  title: { es: "Grupo reducido con guía experto", en: "Small group with expert guide" },
  type: "per_person",
  capacity: size,
  multiplier: 1.6,
})

export const KIND_RULES: Record<Kind, KindRules> = {
  transfer: {
    main: {
      code: "car",
      title: { es: "Coche privado, hasta 3 pasajeros", en: "Private car, up to 3 passengers" },
      type: "per_item",
      max: 3,
    },
    second: {
      code: "van",
      title: {
        es: "Monovolumen privado, hasta 7 pasajeros",
        en: "Private van, up to 7 passengers",
      },
      type: "per_item",
      max: 7,
      multiplier: 1.5,
    },
    secondChance: 1,
    basePrice: [35, 90],
    capacity: [3, 6],
    extras: ["child-seat", "name-sign"],
    allDay: ["06:00", "10:00", "14:00", "18:00", "22:00"],
  },
  camp: {
    main: {
      code: "shared",
      title: { es: "Tienda estándar", en: "Standard tent" },
      type: "per_person",
    },
    second: {
      code: "premium",
      title: { es: "Tienda de lujo con baño privado", en: "Luxury tent with private bathroom" },
      type: "per_person",
      capacity: [2, 6],
      multiplier: 1.8,
    },
    secondChance: 0.8,
    basePrice: [90, 220],
    capacity: [12, 30],
    extras: ["sunrise-camel", "photos", "hotel-transfer"],
  },
  cruise: {
    main: {
      code: "shared",
      title: { es: "Plaza en barco compartido", en: "Seat on a shared boat" },
      type: "per_person",
    },
    second: {
      code: "private",
      title: { es: "Barco privado hasta 8 personas", en: "Private boat for up to 8" },
      type: "per_item",
      max: 8,
      multiplier: 5.5,
    },
    secondChance: 0.6,
    basePrice: [45, 160],
    capacity: [20, 40],
    extras: ["dinner", "drinks", "photos", "hotel-transfer"],
  },
  water: {
    main: {
      code: "shared",
      title: { es: "Sesión en grupo con monitor", en: "Group session with instructor" },
      type: "per_person",
    },
    second: {
      code: "private",
      title: { es: "Sesión privada para 2", en: "Private session for 2" },
      type: "per_item",
      max: 2,
      multiplier: 2.6,
    },
    secondChance: 0.5,
    basePrice: [40, 120],
    capacity: [8, 16],
    extras: ["gopro", "photos", "hotel-transfer"],
  },
  ticket: {
    main: {
      code: "shared",
      title: { es: "Entrada general", en: "General admission" },
      type: "per_person",
    },
    second: {
      code: "premium",
      title: { es: "Entrada sin colas con audioguía", en: "Skip-the-line ticket with audio guide" },
      type: "per_person",
      capacity: [10, 20],
      multiplier: 1.5,
    },
    secondChance: 0.6,
    basePrice: [12, 45],
    capacity: [25, 60],
    extras: ["audioguide"],
  },
  food: {
    main: shared,
    second: {
      code: "premium",
      title: { es: "Grupo reducido de 6", en: "Small group of 6" },
      type: "per_person",
      capacity: [6, 6],
      multiplier: 1.5,
    },
    secondChance: 0.45,
    basePrice: [35, 90],
    capacity: [8, 14],
    extras: ["tasting", "hotel-transfer"],
  },
  photo: {
    main: shared,
    second: {
      code: "private",
      title: { es: "Fotógrafo privado hasta 4 personas", en: "Private photographer for up to 4" },
      type: "per_item",
      max: 4,
      multiplier: 3.5,
    },
    secondChance: 0.5,
    basePrice: [40, 110],
    capacity: [6, 12],
    extras: ["prints", "hotel-transfer"],
  },
  safari: {
    main: shared,
    second: {
      code: "private",
      title: { es: "4x4 privado hasta 6 personas", en: "Private 4x4 for up to 6" },
      type: "per_item",
      max: 6,
      multiplier: 4.2,
    },
    secondChance: 0.6,
    basePrice: [35, 95],
    capacity: [10, 24],
    extras: ["dinner", "photos", "hotel-transfer"],
  },
  hike: {
    main: shared,
    second: smallGroup([4, 6]),
    secondChance: 0.45,
    basePrice: [25, 70],
    capacity: [8, 16],
    extras: ["lunch", "photos", "hotel-transfer"],
  },
  daytrip: {
    main: shared,
    second: {
      code: "private",
      title: {
        es: "Vehículo privado con conductor hasta 6",
        en: "Private vehicle with driver for up to 6",
      },
      type: "per_item",
      max: 6,
      multiplier: 4,
    },
    secondChance: 0.5,
    basePrice: [50, 140],
    capacity: [12, 24],
    extras: ["lunch", "hotel-transfer"],
  },
  guided: {
    main: shared,
    second: smallGroup([4, 8]),
    secondChance: 0.45,
    basePrice: [20, 60],
    capacity: [10, 25],
    extras: ["audioguide", "lunch", "hotel-transfer"],
  },
}

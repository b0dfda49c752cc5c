import type { Pair } from "./build-helpers.ts"
import type { PlaceKind } from "./cities.ts"
import { DESERT_TRAILS } from "./activities/desert-trails.ts"
import { DESERT_ADVENTURES } from "./activities/desert-adventures.ts"
import { SIGHTS } from "./activities/sights.ts"
import { CITY } from "./activities/city.ts"
import { SEA } from "./activities/sea.ts"
import { EXCURSIONS } from "./activities/excursions.ts"

export type TimeOfDay = "morning" | "afternoon" | "evening" | "night"

/** A moment of the day an experience runs at: how titles say it and when it starts. */
export type Moment = {
  id: string
  /** `{base}` is the activity phrase in Spanish; `{Base}`/`{base}` in English. */
  title: Pair
  start: string
  timeOfDay: TimeOfDay
  /** Phrase for overviews: "with the first light". */
  phrase: Pair
  /** A highlight that only this moment has. */
  highlight: Pair
}

export const MOMENTS: Record<string, Moment> = {
  sunrise: {
    id: "sunrise",
    title: { es: "{base} al amanecer", en: "Sunrise {base}" },
    start: "05:30",
    timeOfDay: "morning",
    phrase: { es: "con las primeras luces del día", en: "at first light" },
    highlight: {
      es: "Ver salir el sol con el lugar casi para ti",
      en: "Watch the sunrise with the place almost to yourself",
    },
  },
  morning: {
    id: "morning",
    title: { es: "{base} por la mañana", en: "Morning {base}" },
    start: "09:00",
    timeOfDay: "morning",
    phrase: {
      es: "a primera hora de la mañana, antes del calor",
      en: "in the cool of the morning",
    },
    highlight: {
      es: "Temperaturas suaves y luz limpia para las fotos",
      en: "Mild temperatures and clear light for photos",
    },
  },
  afternoon: {
    id: "afternoon",
    title: { es: "{base} por la tarde", en: "Afternoon {base}" },
    start: "14:00",
    timeOfDay: "afternoon",
    phrase: { es: "después de comer", en: "after lunch" },
    highlight: {
      es: "Horario cómodo si llegas a la ciudad esa misma mañana",
      en: "An easy slot if you land the same morning",
    },
  },
  sunset: {
    id: "sunset",
    title: { es: "{base} al atardecer", en: "Sunset {base}" },
    start: "15:30",
    timeOfDay: "evening",
    phrase: { es: "cuando el sol empieza a bajar", en: "as the sun starts to drop" },
    highlight: {
      es: "La puesta de sol desde el mejor punto del recorrido",
      en: "Sunset from the best spot on the route",
    },
  },
  night: {
    id: "night",
    title: { es: "{base} de noche", en: "Night {base}" },
    start: "19:30",
    timeOfDay: "night",
    phrase: {
      es: "cuando cae la noche y se encienden las luces",
      en: "after dark, when the lights come on",
    },
    highlight: {
      es: "El ambiente nocturno, sin calor ni aglomeraciones",
      en: "The night-time atmosphere, without heat or crowds",
    },
  },
  allNight: {
    id: "allNight",
    title: { es: "{base}", en: "{Base}" },
    start: "16:00",
    timeOfDay: "night",
    phrase: {
      es: "desde media tarde hasta la mañana siguiente",
      en: "from late afternoon until the next morning",
    },
    highlight: {
      es: "Desayuno con vistas antes de volver",
      en: "Breakfast with a view before heading back",
    },
  },
  dayShared: {
    id: "dayShared",
    title: { es: "{base} desde {city}", en: "{Base} from {city}" },
    start: "07:30",
    timeOfDay: "morning",
    phrase: {
      es: "en una jornada completa con salida temprana",
      en: "on a full day with an early start",
    },
    highlight: {
      es: "Transporte con aire acondicionado ida y vuelta",
      en: "Air-conditioned transport both ways",
    },
  },
  dayPrivate: {
    id: "dayPrivate",
    title: { es: "{base} en privado desde {city}", en: "Private {base} from {city}" },
    start: "08:30",
    timeOfDay: "morning",
    phrase: {
      es: "a tu ritmo, con coche y guía solo para tu grupo",
      en: "at your own pace, with a car and guide just for your group",
    },
    highlight: {
      es: "Horario flexible: tú decides cuánto tiempo quedarte",
      en: "Flexible timing: you decide how long to stay",
    },
  },
}

/** Which packing list an activity gets. */
export type Gear = "desert" | "water" | "city" | "mountain"

export type Step = { at: number; title: Pair; text: Pair }

export type Activity = {
  id: string
  kinds: PlaceKind[]
  categories: string[]
  moments: string[]
  duration: [number, number]
  pickup: boolean
  gear: Gear
  /** Activity phrase with `{place}`; Spanish capitalised, English lowercase. */
  title: Pair
  /** Overrides of `title` for some kinds of place (a hike goes "to" a viewpoint, "across" dunes). */
  titleByKind?: Partial<Record<PlaceKind, Pair>>
  openings: Pair[]
  highlights: Pair[]
  includes: Pair[]
  /** Itinerary: `at` is the fraction of the duration when the step begins. */
  steps: Step[]
  notes: Pair[]
}

/** What travellers do; each activity pairs with the kinds of place it suits (in this order: the dataset draws from it). */
export const ACTIVITIES: Activity[] = [
  ...DESERT_TRAILS,
  ...DESERT_ADVENTURES,
  ...SIGHTS,
  ...CITY,
  ...SEA,
  ...EXCURSIONS,
]

/** Packing lists per kind of activity. */
export const GEAR: Record<Gear, Pair[]> = {
  desert: [
    { es: "Calzado cerrado que aguante la arena", en: "Closed shoes that cope with sand" },
    { es: "Gorra o sombrero y gafas de sol", en: "A cap or hat and sunglasses" },
    { es: "Crema solar de factor alto", en: "High-factor sunscreen" },
    {
      es: "Una capa de abrigo para cuando baja el sol",
      en: "A warm layer for when the sun goes down",
    },
    { es: "Botella de agua reutilizable", en: "A reusable water bottle" },
  ],
  water: [
    { es: "Bañador y toalla", en: "Swimwear and a towel" },
    { es: "Crema solar respetuosa con el mar", en: "Ocean-friendly sunscreen" },
    { es: "Gafas de sol con cordón", en: "Sunglasses with a strap" },
    { es: "Una muda de ropa seca", en: "A change of dry clothes" },
  ],
  city: [
    { es: "Calzado cómodo para caminar", en: "Comfortable walking shoes" },
    { es: "Documento de identidad o pasaporte", en: "ID card or passport" },
    { es: "Ropa que cubra hombros y rodillas", en: "Clothing that covers shoulders and knees" },
    { es: "Agua y algo de efectivo", en: "Water and some cash" },
  ],
  mountain: [
    { es: "Botas de montaña", en: "Hiking boots" },
    { es: "Chaqueta cortavientos", en: "A windproof jacket" },
    { es: "Mochila pequeña con agua", en: "A small backpack with water" },
  ],
}

/** Notes every experience may carry. */
export const GENERAL_NOTES: Pair[] = [
  {
    es: "Recibirás el punto de encuentro exacto en tu bono.",
    en: "The exact meeting point is on your voucher.",
  },
  {
    es: "Accesible en parte para sillas de ruedas; consúltanos antes de reservar.",
    en: "Partly wheelchair accessible; contact us before booking.",
  },
  { es: "Confirmación inmediata al reservar.", en: "Instant confirmation when you book." },
  {
    es: "Puedes enseñar el bono en el móvil; no hace falta imprimirlo.",
    en: "Show your voucher on your phone; there is no need to print it.",
  },
]

export const EXCLUDES: Pair[] = [
  { es: "Propinas", en: "Tips" },
  { es: "Comidas y bebidas no indicadas", en: "Food and drinks not mentioned" },
  { es: "Seguro de viaje", en: "Travel insurance" },
  { es: "Gastos personales y recuerdos", en: "Personal expenses and souvenirs" },
  { es: "Fotos profesionales, salvo que se indique", en: "Professional photos unless stated" },
]

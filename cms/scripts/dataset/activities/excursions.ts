import type { Activity } from "../activities.ts"
import { s } from "./steps.ts"

/** Kayaking and day trips out of the city. */
export const EXCURSIONS: Activity[] = [
  {
    id: "kayak",
    kinds: ["mangrove"],
    categories: ["deportes-acuaticos"],
    moments: ["sunrise", "morning", "sunset"],
    duration: [90, 150],
    pickup: false,
    gear: "water",
    title: { es: "Kayak entre {place}", en: "kayak tour through {place}" },
    openings: [
      {
        es: "Rema entre {place} {moment} y observa garzas, cangrejos y, con suerte, alguna tortuga.",
        en: "Paddle through {place} {moment} and spot herons, crabs and, with luck, a turtle.",
      },
      {
        es: "Un recorrido en kayak por los canales de {place}, tranquilo y apto para principiantes.",
        en: "A calm kayak route along the channels of {place}, ideal for beginners.",
      },
    ],
    highlights: [
      { es: "Kayaks estables para principiantes", en: "Stable kayaks for beginners" },
      { es: "Observación de aves acuáticas", en: "Waterbird watching" },
      { es: "Guía naturalista", en: "A naturalist guide" },
    ],
    includes: [
      { es: "Kayak individual o doble", en: "Single or double kayak" },
      { es: "Chaleco y bolsa estanca", en: "Life jacket and dry bag" },
      { es: "Guía naturalista", en: "Naturalist guide" },
    ],
    steps: [
      s(
        0,
        "Clase de remo",
        "Paddling lesson",
        "Aprendemos a remar en la orilla.",
        "We learn to paddle at the shore.",
      ),
      s(
        0.15,
        "Recorrido por los canales",
        "Through the channels",
        "Remamos entre los manglares con paradas.",
        "We paddle through the mangroves with stops.",
      ),
    ],
    notes: [
      {
        es: "Vas a mojarte: lleva ropa que pueda mojarse.",
        en: "You will get wet: wear clothes that can get wet.",
      },
    ],
  },
  {
    id: "daytrip",
    kinds: ["daytrip"],
    categories: ["excursiones-de-un-dia", "visitas-guiadas"],
    moments: ["dayShared", "dayPrivate"],
    duration: [480, 660],
    pickup: true,
    gear: "city",
    title: { es: "Excursión de un día a {place}", en: "day trip to {place}" },
    openings: [
      {
        es: "Descubre {place} {moment}, con guía local, tiempo libre para comer y regreso a {city} por la tarde.",
        en: "Discover {place} {moment}, with a local guide, free time for lunch and a return to {city} in the evening.",
      },
      {
        es: "Sal de {city} y visita {place}: lo esencial con guía y el resto del día a tu aire.",
        en: "Leave {city} behind and visit {place}: the essentials with a guide and the rest of the day at your leisure.",
      },
    ],
    highlights: [
      { es: "Visita guiada a lo imprescindible", en: "A guided visit to the must-sees" },
      { es: "Tiempo libre para comer y pasear", en: "Free time for lunch and a stroll" },
      {
        es: "Recogida en puntos céntricos de la ciudad",
        en: "Pickup from central points in the city",
      },
    ],
    includes: [
      { es: "Transporte ida y vuelta", en: "Return transport" },
      { es: "Guía oficial en destino", en: "Official guide at the destination" },
      { es: "Entradas indicadas en el itinerario", en: "Tickets listed in the itinerary" },
    ],
    steps: [
      s(
        0,
        "Salida de la ciudad",
        "Departure",
        "Salimos desde el punto de encuentro o tu hotel.",
        "We leave from the meeting point or your hotel.",
      ),
      s(
        0.2,
        "Visita guiada",
        "Guided visit",
        "Recorrido por lo más importante con guía.",
        "A tour of the highlights with a guide.",
      ),
      s(
        0.5,
        "Tiempo libre",
        "Free time",
        "Tiempo para comer y pasear a tu aire.",
        "Time for lunch and exploring on your own.",
      ),
      s(0.85, "Regreso", "Return", "Vuelta a la ciudad.", "Drive back to the city."),
    ],
    notes: [
      {
        es: "El almuerzo no está incluido; el guía recomienda sitios.",
        en: "Lunch is not included; your guide will suggest places.",
      },
    ],
  },
]

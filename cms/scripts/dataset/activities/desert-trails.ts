import type { Activity } from "../activities.ts"
import { DESERT_NOTES, s } from "./steps.ts"

/** Walks and rides across the desert: hikes, 4x4 safaris, camel treks. */
export const DESERT_TRAILS: Activity[] = [
  {
    id: "hike",
    kinds: ["dunes", "cliff", "canyon", "mountain", "oasis", "rock"],
    categories: ["senderismo"],
    moments: ["sunrise", "morning", "sunset"],
    duration: [150, 240],
    pickup: true,
    gear: "desert",
    title: { es: "Senderismo por {place}", en: "hike across {place}" },
    titleByKind: {
      cliff: { es: "Senderismo hasta {place}", en: "hike to {place}" },
      rock: { es: "Senderismo hasta {place}", en: "hike to {place}" },
      canyon: { es: "Senderismo por {place}", en: "hike through {place}" },
      mountain: { es: "Senderismo por {place}", en: "hike in {place}" },
    },
    openings: [
      {
        es: "Camina con un guía local por {place} {moment} y descubre rincones a los que no llegan los coches.",
        en: "Walk {place} with a local guide {moment} and reach corners that no car can.",
      },
      {
        es: "Una ruta a pie de dificultad moderada por {place}, pensada para salir {moment} y volver sin prisas.",
        en: "A moderate walking route through {place}, timed to set off {moment} and return unhurried.",
      },
      {
        es: "Deja el coche al pie del sendero y sube con nuestro guía a través de {place} {moment}.",
        en: "Leave the car at the trailhead and follow our guide through {place} {moment}.",
      },
    ],
    highlights: [
      {
        es: "Ruta guiada a pie por senderos poco transitados",
        en: "A guided walk on little-used trails",
      },
      { es: "Paradas para descansar con té y dátiles", en: "Rest stops with tea and dates" },
      {
        es: "Guía que explica la geología y la fauna del lugar",
        en: "A guide who explains the local geology and wildlife",
      },
      {
        es: "Grupos pequeños para caminar a buen ritmo",
        en: "Small groups that keep a comfortable pace",
      },
      {
        es: "Tiempo libre para fotos en los mejores miradores",
        en: "Free time for photos at the best viewpoints",
      },
    ],
    includes: [
      { es: "Guía de senderismo titulado", en: "Certified hiking guide" },
      { es: "Agua, té y dátiles durante la ruta", en: "Water, tea and dates on the trail" },
      { es: "Bastones de senderismo si los necesitas", en: "Trekking poles if you need them" },
      { es: "Botiquín y comunicación por radio", en: "First-aid kit and radio contact" },
    ],
    steps: [
      s(
        0,
        "Salida y traslado al sendero",
        "Departure and drive to the trailhead",
        "Nos vemos en el punto de encuentro y vamos en coche hasta el inicio de la ruta.",
        "We meet at the meeting point and drive to the start of the trail.",
      ),
      s(
        0.2,
        "Inicio de la caminata",
        "Start of the hike",
        "El guía explica la ruta y el ritmo antes de echar a andar.",
        "The guide explains the route and pace before we set off.",
      ),
      s(
        0.55,
        "Parada con té y dátiles",
        "Tea and dates stop",
        "Descanso a la sombra con té caliente y dátiles de la región.",
        "A shaded rest with hot tea and local dates.",
      ),
      s(
        0.85,
        "Regreso",
        "Return",
        "Bajamos por otro camino y volvemos en coche al punto de partida.",
        "We descend on a different path and drive back to the start.",
      ),
    ],
    notes: [
      {
        es: "Dificultad moderada: hay tramos de arena suelta y desniveles cortos.",
        en: "Moderate difficulty: some loose sand and short climbs.",
      },
      {
        es: "Pensada para quienes están acostumbrados a caminar un par de horas.",
        en: "Best for people used to walking for a couple of hours.",
      },
    ],
  },
  {
    id: "safari",
    kinds: ["dunes"],
    categories: ["safaris-en-el-desierto"],
    moments: ["morning", "sunset"],
    duration: [240, 360],
    pickup: true,
    gear: "desert",
    title: { es: "Safari en 4x4 por {place}", en: "4x4 safari across {place}" },
    openings: [
      {
        es: "Sube a un todoterreno con conductor experto y cruza {place} {moment}, entre subidas y bajadas de dunas.",
        en: "Ride in a 4x4 with an expert driver across {place} {moment}, climbing and dropping over the dunes.",
      },
      {
        es: "El clásico safari del desierto por {place}: dunas, sandboard y una parada en lo alto para ver el horizonte {moment}.",
        en: "The classic desert safari across {place}: dune bashing, sandboarding and a stop on the crest to see the horizon {moment}.",
      },
    ],
    highlights: [
      {
        es: "Conducción por dunas con pilotos con licencia",
        en: "Dune driving with licensed drivers",
      },
      { es: "Sandboard en una duna de práctica", en: "Sandboarding on a practice dune" },
      { es: "Parada en lo alto de la duna más alta", en: "A stop on top of the highest dune" },
      { es: "Recogida en tu hotel en todoterreno", en: "Hotel pickup by 4x4" },
    ],
    includes: [
      { es: "Recogida y regreso al hotel", en: "Hotel pickup and drop-off" },
      { es: "Todoterreno con conductor", en: "4x4 with driver" },
      { es: "Tabla de sandboard", en: "Sandboard" },
      { es: "Agua fría y refrescos", en: "Chilled water and soft drinks" },
    ],
    steps: [
      s(
        0,
        "Recogida en el hotel",
        "Hotel pickup",
        "El conductor te recoge en la puerta de tu hotel.",
        "Your driver collects you at your hotel door.",
      ),
      s(
        0.2,
        "Entrada en las dunas",
        "Into the dunes",
        "Paramos para bajar la presión de las ruedas y empieza la conducción por las dunas.",
        "We stop to let the tyres down and the dune driving begins.",
      ),
      s(
        0.5,
        "Sandboard y fotos",
        "Sandboarding and photos",
        "Tiempo para deslizarse en tabla y hacer fotos desde la cresta.",
        "Time to slide down on a board and take photos from the crest.",
      ),
      s(
        0.9,
        "Regreso al hotel",
        "Back to your hotel",
        "Volvemos por la carretera hasta tu alojamiento.",
        "We drive back on the road to your hotel.",
      ),
    ],
    notes: DESERT_NOTES,
  },
  {
    id: "camel",
    kinds: ["dunes", "oasis"],
    categories: ["safaris-en-el-desierto"],
    moments: ["sunrise", "sunset"],
    duration: [90, 180],
    pickup: true,
    gear: "desert",
    title: { es: "Paseo en camello por {place}", en: "camel ride through {place}" },
    openings: [
      {
        es: "Recorre {place} a lomos de un camello, guiado por camelleros que crían a sus animales desde hace generaciones, {moment}.",
        en: "Cross {place} on camelback, led by handlers whose families have raised camels for generations, {moment}.",
      },
      {
        es: "Un paseo tranquilo en camello por {place} {moment}, al paso lento de la caravana.",
        en: "An unhurried camel ride through {place} {moment}, at the slow pace of a caravan.",
      },
    ],
    highlights: [
      {
        es: "Camellos tranquilos y acostumbrados a principiantes",
        en: "Calm camels used to first-time riders",
      },
      {
        es: "Camelleros locales que cuentan la vida en el desierto",
        en: "Local handlers who share stories of desert life",
      },
      {
        es: "Café árabe y dátiles al bajar del camello",
        en: "Arabic coffee and dates when you dismount",
      },
      {
        es: "Fotos en traje tradicional si te apetece",
        en: "Photos in traditional dress if you like",
      },
    ],
    includes: [
      { es: "Paseo en camello con camellero", en: "Camel ride with a handler" },
      { es: "Café árabe y dátiles", en: "Arabic coffee and dates" },
      { es: "Pañuelo para protegerte del sol y la arena", en: "A headscarf against sun and sand" },
    ],
    steps: [
      s(
        0,
        "Llegada al campamento de camellos",
        "Arrival at the camel camp",
        "Conoces a los camelleros y a los animales antes de montar.",
        "Meet the handlers and the camels before you mount.",
      ),
      s(
        0.15,
        "Paseo en caravana",
        "Caravan ride",
        "Salimos en fila por la arena siguiendo a los camelleros.",
        "We ride out in single file behind the handlers.",
      ),
      s(
        0.75,
        "Café y dátiles",
        "Coffee and dates",
        "Bajamos del camello para tomar café árabe junto a la hoguera.",
        "We dismount for Arabic coffee by the fire.",
      ),
    ],
    notes: [
      { es: "Peso máximo por persona: 110 kg.", en: "Maximum weight per rider: 110 kg." },
      {
        es: "Los niños pequeños montan con un adulto.",
        en: "Young children ride with an adult.",
      },
    ],
  },
]

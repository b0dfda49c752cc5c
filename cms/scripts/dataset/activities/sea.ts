import type { Activity } from "../activities.ts"
import { s } from "./steps.ts"

/** On the water: dinner cruises, yachts, jet skis, snorkelling. */
export const SEA: Activity[] = [
  {
    id: "dinnerCruise",
    kinds: ["waterfront"],
    categories: ["cruceros", "gastronomia"],
    moments: ["night"],
    duration: [120, 150],
    pickup: false,
    gear: "water",
    title: { es: "Crucero con cena por {place}", en: "dinner cruise on {place}" },
    openings: [
      {
        es: "Cena a bordo mientras navegas por {place} {moment}, con bufé de cocina local e internacional.",
        en: "Dine on board while cruising {place} {moment}, with a buffet of local and international dishes.",
      },
      {
        es: "Una noche especial en {place}: música en directo, cena y la ciudad iluminada desde cubierta.",
        en: "A special evening on {place}: live music, dinner and the city lit up from the deck.",
      },
    ],
    highlights: [
      { es: "Bufé de cena con opciones vegetarianas", en: "Dinner buffet with vegetarian options" },
      { es: "Música en directo a bordo", en: "Live music on board" },
      { es: "Skyline iluminado desde cubierta", en: "The illuminated skyline from the deck" },
    ],
    includes: [
      { es: "Cena bufé", en: "Buffet dinner" },
      { es: "Refrescos, agua y té", en: "Soft drinks, water and tea" },
      { es: "Espectáculo a bordo", en: "On-board entertainment" },
    ],
    steps: [
      s(
        0,
        "Embarque y bienvenida",
        "Boarding and welcome drink",
        "Te recibimos con una bebida de bienvenida.",
        "You are welcomed with a drink.",
      ),
      s(
        0.2,
        "Cena a bordo",
        "Dinner on board",
        "Se abre el bufé mientras el barco navega.",
        "The buffet opens as the boat sets off.",
      ),
      s(
        0.6,
        "Espectáculo",
        "Show",
        "Música en directo en la cubierta superior.",
        "Live music on the upper deck.",
      ),
    ],
    notes: [{ es: "Vestimenta informal elegante.", en: "Smart-casual dress." }],
  },
  {
    id: "yacht",
    kinds: ["sea"],
    categories: ["paseos-en-yate"],
    moments: ["morning", "afternoon", "sunset"],
    duration: [120, 240],
    pickup: false,
    gear: "water",
    title: { es: "Yate privado por {place}", en: "private yacht charter around {place}" },
    openings: [
      {
        es: "Un yate con patrón solo para tu grupo para navegar por {place} {moment}, con parada para nadar.",
        en: "A skippered yacht just for your group to sail around {place} {moment}, with a swim stop.",
      },
      {
        es: "Celebra algo especial a bordo de un yate privado frente a {place}, con música y fruta fresca.",
        en: "Celebrate something special on a private yacht off {place}, with music and fresh fruit.",
      },
    ],
    highlights: [
      { es: "Yate privado para hasta diez personas", en: "A private yacht for up to ten people" },
      { es: "Parada para nadar en aguas tranquilas", en: "A swim stop in calm water" },
      {
        es: "Equipo de música con tu lista de canciones",
        en: "Sound system for your own playlist",
      },
    ],
    includes: [
      { es: "Yate con patrón y marinero", en: "Yacht with skipper and deckhand" },
      { es: "Combustible", en: "Fuel" },
      { es: "Fruta fresca, agua y refrescos", en: "Fresh fruit, water and soft drinks" },
      { es: "Chalecos salvavidas y toallas", en: "Life jackets and towels" },
    ],
    steps: [
      s(
        0,
        "Embarque en el puerto",
        "Boarding at the marina",
        "El patrón te recibe en el pantalán.",
        "The skipper meets you on the pontoon.",
      ),
      s(
        0.1,
        "Navegación",
        "Sailing",
        "Navegamos frente a los puntos más conocidos de la costa.",
        "We sail past the coast's best-known sights.",
      ),
      s(
        0.5,
        "Parada para nadar",
        "Swim stop",
        "Fondeamos en aguas tranquilas para darse un baño.",
        "We anchor in calm water for a swim.",
      ),
    ],
    notes: [
      {
        es: "El patrón puede cambiar la ruta según el estado del mar.",
        en: "The skipper may change the route depending on sea conditions.",
      },
    ],
  },
  {
    id: "jetski",
    kinds: ["sea"],
    categories: ["deportes-acuaticos"],
    moments: ["morning", "afternoon"],
    duration: [30, 60],
    pickup: false,
    gear: "water",
    title: { es: "Moto de agua por {place}", en: "jet ski ride around {place}" },
    openings: [
      {
        es: "Pilota una moto de agua por {place} {moment}, siguiendo a un monitor hasta los mejores puntos para fotos.",
        en: "Ride a jet ski around {place} {moment}, following an instructor to the best photo spots.",
      },
      {
        es: "Velocidad y vistas: sal en moto de agua desde la playa y recorre {place} con guía.",
        en: "Speed and views: head out on a jet ski from the beach and tour {place} with a guide.",
      },
    ],
    highlights: [
      { es: "Motos de agua nuevas y revisadas", en: "New, serviced jet skis" },
      { es: "Monitor en su propia moto", en: "An instructor on their own jet ski" },
      { es: "Parada para fotos frente al skyline", en: "A photo stop in front of the skyline" },
    ],
    includes: [
      { es: "Moto de agua y combustible", en: "Jet ski and fuel" },
      { es: "Chaleco salvavidas", en: "Life jacket" },
      { es: "Monitor acompañante", en: "Escort instructor" },
    ],
    steps: [
      s(
        0,
        "Charla de seguridad",
        "Safety briefing",
        "Explicamos los mandos y la ruta.",
        "We explain the controls and the route.",
      ),
      s(
        0.15,
        "Ruta en moto de agua",
        "Jet ski route",
        "Seguimos al monitor por la costa.",
        "We follow the instructor along the coast.",
      ),
    ],
    notes: [
      {
        es: "Conductores a partir de dieciséis años con documento de identidad.",
        en: "Drivers must be sixteen or over and carry photo ID.",
      },
    ],
  },
  {
    id: "snorkel",
    kinds: ["reef", "sea"],
    categories: ["deportes-acuaticos", "paseos-en-yate"],
    moments: ["morning", "afternoon"],
    duration: [180, 300],
    pickup: true,
    gear: "water",
    title: { es: "Snorkel en {place}", en: "snorkelling trip to {place}" },
    openings: [
      {
        es: "Salimos en barco hacia {place} {moment} para bucear con tubo entre corales y peces de colores.",
        en: "We head out by boat to {place} {moment} to snorkel among corals and colourful fish.",
      },
      {
        es: "Dos paradas de snorkel en {place} con monitor, equipo incluido y almuerzo ligero a bordo.",
        en: "Two snorkelling stops at {place} with an instructor, all gear and a light lunch on board.",
      },
    ],
    highlights: [
      {
        es: "Dos paradas de snorkel en arrecifes distintos",
        en: "Two snorkelling stops at different reefs",
      },
      {
        es: "Tortugas y peces tropicales a poca profundidad",
        en: "Turtles and tropical fish in shallow water",
      },
      { es: "Monitor en el agua con el grupo", en: "An instructor in the water with the group" },
    ],
    includes: [
      { es: "Gafas, tubo y aletas", en: "Mask, snorkel and fins" },
      { es: "Salida en barco", en: "Boat trip" },
      { es: "Almuerzo ligero y bebidas", en: "Light lunch and drinks" },
      { es: "Recogida en el hotel", en: "Hotel pickup" },
    ],
    steps: [
      s(
        0,
        "Salida del puerto",
        "Leaving the harbour",
        "Navegamos hacia el primer arrecife.",
        "We sail to the first reef.",
      ),
      s(
        0.2,
        "Primera inmersión",
        "First swim",
        "Snorkel con el monitor en aguas poco profundas.",
        "Snorkelling with the instructor in shallow water.",
      ),
      s(
        0.5,
        "Almuerzo a bordo",
        "Lunch on board",
        "Comida ligera mientras cambiamos de punto.",
        "A light meal while we move on.",
      ),
      s(
        0.65,
        "Segunda inmersión",
        "Second swim",
        "Otro arrecife con más profundidad y fauna distinta.",
        "A deeper reef with different marine life.",
      ),
    ],
    notes: [
      { es: "Es necesario saber nadar.", en: "You need to be able to swim." },
      { es: "Usa protector solar respetuoso con los arrecifes.", en: "Use reef-safe sunscreen." },
    ],
  },
]

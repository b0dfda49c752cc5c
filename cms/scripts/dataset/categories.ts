import type { Pair } from "./build-helpers.ts"

export type CategorySeed = {
  slug: string
  /** The English listing's path segment (/en/{slugEn}). */
  slugEn: string
  icon: string
  name: Pair
  intro: Pair
}

/** Categories and their listing pages at /{slug}; slugs avoid every path the site routes itself. */
export const CATEGORIES: CategorySeed[] = [
  {
    slug: "senderismo",
    slugEn: "hiking",
    icon: "tour-guide",
    name: { es: "Senderismo", en: "Hiking" },
    intro: {
      es: "Rutas a pie con guía por dunas, cañones y miradores, al ritmo del grupo y con paradas para el té.",
      en: "Guided walks through dunes, canyons and mountain trails, at the group's pace with time for photos.",
    },
  },
  {
    slug: "safaris-en-el-desierto",
    slugEn: "desert-safaris",
    icon: "pickup",
    name: { es: "Safaris en el desierto", en: "Desert safaris" },
    intro: {
      es: "Todoterrenos, quads y camellos para llegar a lo alto de las dunas, con recogida en tu hotel.",
      en: "4x4s, quad bikes and camels to reach the top of the dunes, with hotel pickup included.",
    },
  },
  {
    slug: "visitas-guiadas",
    slugEn: "guided-tours",
    icon: "sightseeing",
    name: { es: "Visitas guiadas", en: "Guided tours" },
    intro: {
      es: "Barrios históricos, palacios y museos contados por guías locales que hablan tu idioma.",
      en: "Historic quarters, palaces and museums explained by local guides who speak your language.",
    },
  },
  {
    slug: "cruceros",
    slugEn: "cruises",
    icon: "cruise",
    name: { es: "Cruceros y paseos en barco", en: "Cruises and boat trips" },
    intro: {
      es: "Ríos, rías y bahías vistos desde el agua, de día o con cena a bordo.",
      en: "Rivers, creeks and bays seen from the water, by day or with dinner on board.",
    },
  },
  {
    slug: "paseos-en-yate",
    slugEn: "yacht-charters",
    icon: "yacht",
    name: { es: "Paseos en yate", en: "Yacht charters" },
    intro: {
      es: "Yates privados con patrón para tu grupo, con parada para nadar y fruta fresca a bordo.",
      en: "Private yachts with a skipper for your group, a swim stop and fresh fruit on board.",
    },
  },
  {
    slug: "deportes-acuaticos",
    slugEn: "water-sports",
    icon: "jetski",
    name: { es: "Deportes acuáticos", en: "Water sports" },
    intro: {
      es: "Motos de agua, kayak y snorkel con monitores titulados y todo el equipo incluido.",
      en: "Jet skis, kayaks and snorkelling with certified instructors and all the gear included.",
    },
  },
  {
    slug: "gastronomia",
    slugEn: "food-and-drink",
    icon: "cart",
    name: { es: "Gastronomía", en: "Food and drink" },
    intro: {
      es: "Mercados, puestos callejeros y casas de comidas para probar la ciudad bocado a bocado.",
      en: "Markets, street stalls and family kitchens to taste a city one bite at a time.",
    },
  },
  {
    slug: "entradas-y-atracciones",
    slugEn: "tickets-and-attractions",
    icon: "voucher",
    name: { es: "Entradas y atracciones", en: "Tickets and attractions" },
    intro: {
      es: "Entradas con hora reservada para monumentos y museos, en el móvil y sin hacer cola.",
      en: "Timed tickets for landmarks and museums, on your phone and without the queue.",
    },
  },
  {
    slug: "excursiones-de-un-dia",
    slugEn: "day-trips",
    icon: "passengers",
    name: { es: "Excursiones de un día", en: "Day trips" },
    intro: {
      es: "Salidas de un día desde la ciudad con transporte, guía y tiempo libre en destino.",
      en: "Full-day trips from the city with transport, a guide and free time at the destination.",
    },
  },
  {
    slug: "traslados",
    slugEn: "transfers",
    icon: "drop-off",
    name: { es: "Traslados", en: "Transfers" },
    intro: {
      es: "Conductor esperándote en el aeropuerto o el hotel, con precio cerrado y seguimiento del vuelo.",
      en: "A driver waiting at the airport or your hotel, at a fixed price with flight tracking.",
    },
  },
  {
    slug: "campamentos-y-alojamiento",
    slugEn: "camps-and-stays",
    icon: "hotel",
    name: { es: "Campamentos y alojamiento", en: "Camps and stays" },
    intro: {
      es: "Noches en campamentos del desierto con cena, hoguera y un cielo sin contaminación lumínica.",
      en: "Nights at desert camps with dinner, a campfire and skies free of light pollution.",
    },
  },
  {
    slug: "tours-fotograficos",
    slugEn: "photo-tours",
    icon: "review",
    name: { es: "Tours fotográficos", en: "Photo tours" },
    intro: {
      es: "Salidas a la hora de la mejor luz con un fotógrafo local que conoce los encuadres.",
      en: "Outings timed for the best light with a local photographer who knows the angles.",
    },
  },
]

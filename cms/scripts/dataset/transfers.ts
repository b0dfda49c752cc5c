import { GENERAL_NOTES } from "./activities.ts"
import {
  capitalize,
  contract,
  image,
  localeString,
  localeStringList,
  localeText,
  nextKey,
  reference,
  seo,
  slug,
  slugify,
  type Random,
} from "./build-helpers.ts"
import type { CitySeed } from "./cities.ts"
import { illustration } from "./illustrations.ts"

/** A city's two private airport transfers (to the hotel and back), as experience documents. */
export function transferDocs(city: CitySeed, random: Random) {
  const airport = { es: `el aeropuerto de ${city.name.es}`, en: `${city.name.en} airport` }
  const variants = [
    {
      title: {
        es: `Traslado privado desde ${airport.es} a tu hotel`,
        en: `Private transfer from ${airport.en} to your hotel`,
      },
      steps: [
        {
          es: "Encuentro en llegadas",
          en: "Meet in arrivals",
          tes: "El conductor te espera con un cartel con tu nombre.",
          ten: "Your driver waits with a sign bearing your name.",
        },
        {
          es: "Trayecto al hotel",
          en: "Drive to your hotel",
          tes: "Viaje directo en coche privado con agua a bordo.",
          ten: "A direct ride in a private car with water on board.",
        },
      ],
    },
    {
      title: {
        es: `Traslado privado de tu hotel a ${airport.es}`,
        en: `Private transfer from your hotel to ${airport.en}`,
      },
      steps: [
        {
          es: "Recogida en el hotel",
          en: "Hotel pickup",
          tes: "El conductor te recoge a la hora acordada.",
          ten: "Your driver collects you at the agreed time.",
        },
        {
          es: "Llegada a salidas",
          en: "Arrival at departures",
          tes: "Te dejamos en la terminal de tu vuelo.",
          ten: "We drop you at your flight's terminal.",
        },
      ],
    },
  ]
  return variants.map((variant, index) => {
    variant.title.es = contract(variant.title.es)
    const handle = slugify(variant.title.es)
    const overview = {
      es: contract(
        `Olvídate de las colas de taxis: un conductor profesional ${index === 0 ? "te espera en la salida de" : "te lleva hasta"} ${airport.es} con seguimiento del vuelo y precio cerrado. Vehículos para hasta siete pasajeros con espacio para el equipaje.`,
      ),
      en: `Skip the taxi queue: a professional driver ${index === 0 ? "meets you outside" : "takes you to"} ${airport.en}, with flight tracking and a fixed price. Vehicles seat up to seven passengers with room for luggage.`,
    }
    return {
      _id: `experience-${handle}`,
      _type: "experience",
      title: localeString(variant.title),
      slug: slug(handle),
      city: reference(`city-${city.slug}`),
      categories: [reference("category-traslados", true)],
      overview: localeText(overview),
      highlights: localeStringList([
        {
          es: "Precio cerrado por vehículo, no por persona",
          en: "Fixed price per vehicle, not per person",
        },
        {
          es: "Seguimiento del vuelo y espera gratuita de sesenta minutos",
          en: "Flight tracking and sixty minutes' free waiting time",
        },
        { es: "Conductores que hablan inglés y árabe", en: "Drivers who speak English and Arabic" },
      ]),
      includes: localeStringList([
        { es: "Vehículo privado con conductor", en: "Private vehicle with driver" },
        { es: "Peajes y aparcamiento", en: "Tolls and parking" },
        { es: "Agua embotellada", en: "Bottled water" },
      ]),
      excludes: localeStringList([{ es: "Propinas", en: "Tips" }]),
      itinerary: variant.steps.map((step, i) => ({
        _type: "itineraryStep",
        _key: nextKey(),
        time: i === 0 ? "10:00" : "10:45",
        title: localeString(step),
        description: localeText({ es: step.tes, en: step.ten }),
      })),
      whatToBring: localeStringList([
        { es: "Número de vuelo y dirección del hotel", en: "Flight number and hotel address" },
        {
          es: "Teléfono con WhatsApp para contactar con el conductor",
          en: "A phone with WhatsApp to reach the driver",
        },
      ]),
      knowBeforeYouGo: localeStringList([
        { es: "Indica sillas infantiles al reservar.", en: "Request child seats when you book." },
        ...random.sample(GENERAL_NOTES, 2),
      ]),
      location: {
        _type: "location",
        coordinates: { _type: "geopoint", lat: city.lat, lng: city.lng },
        address: localeString({
          es: `${capitalize(airport.es)}, ${city.country.es}`,
          en: `${airport.en}, ${city.country.en}`,
        }),
        meetingPoint: localeText({
          es:
            index === 0
              ? "En la sala de llegadas, junto a la salida de la aduana."
              : "En la recepción de tu hotel.",
          en:
            index === 0 ? "In the arrivals hall, by the customs exit." : "At your hotel reception.",
        }),
      },
      durationMinutes: 60,
      groupSize: 7,
      timeOfDay: "morning",
      languages: ["en", "ar"],
      pickupIncluded: true,
      dropOffIncluded: true,
      guided: false,
      gallery: [
        image(
          illustration("transfer", "day", city.country.en),
          { es: `Carretera de llegada a ${city.name.es}`, en: `The road into ${city.name.en}` },
          true,
        ),
      ],
      seo: seo(variant.title, overview),
    }
  })
}

import type { Locale } from "@sendero/shared/locales"
import { ACTIVITIES } from "./activities.ts"
import {
  capitalize,
  contract,
  fill,
  image,
  localeString,
  localeStringList,
  localeText,
  nextKey,
  reference,
  seo,
  slug,
  slugify,
  type Pair,
  type Random,
} from "./build-helpers.ts"
import { CITIES, type CitySeed, type Place } from "./cities.ts"
import { illustration } from "./illustrations.ts"
import { scene } from "./images.ts"

/** Days of a package in words, from two to seven. */
const NUMBER_WORDS: Record<number, Pair> = {
  2: { es: "dos", en: "two" },
  3: { es: "tres", en: "three" },
  4: { es: "cuatro", en: "four" },
  5: { es: "cinco", en: "five" },
  6: { es: "seis", en: "six" },
  7: { es: "siete", en: "seven" },
}

/** A place visited on a day, with the city whose hotels host that night. */
type Visit = { place: Place; city: CitySeed }

/** The activity that fits a place best, for the day's plan and the package's picture. */
function activityAt(place: Place, random: Random) {
  const fitting = ACTIVITIES.filter(
    (activity) => activity.kinds.includes(place.kind) && !/cruise|jetski/i.test(activity.id),
  )
  return fitting.length ? random.pick(fitting) : null
}

const hotelIn = (city: CitySeed): Pair => ({
  es: contract(`Hotel boutique de cuatro estrellas en el centro de ${city.name.es}`),
  en: `Four-star boutique hotel in central ${city.name.en}`,
})

const campBeside = (place: Place): Pair => ({
  es: contract(`Campamento de lujo junto a ${place.name.es}`),
  en: `Luxury camp beside ${place.name.en}`,
})

/** The day-by-day plan: arrival, one visit a day, departure. */
function daysOf(start: CitySeed, visits: Visit[], random: Random) {
  const arrival = {
    title: { es: `Llegada a ${start.name.es}`, en: `Arrival in ${start.name.en}` },
    places: [{ es: `Aeropuerto de ${start.name.es}`, en: `${start.name.en} airport` }],
    activities: [
      {
        es: "Recogida en el aeropuerto y traslado al hotel",
        en: "Airport pickup and transfer to the hotel",
      },
      { es: "Cena de bienvenida con el grupo", en: "Welcome dinner with the group" },
    ],
    meals: ["dinner"],
    overnight: hotelIn(start),
  }
  const middle = visits.map(({ place, city }, index) => {
    const activity = activityAt(place, random)
    const doing = activity
      ? fill(activity.titleByKind?.[place.kind] ?? activity.title, { place: place.name })
      : { es: `Visita a ${place.name.es}`, en: `visit to ${place.name.en}` }
    const nextCity = visits[index + 1]?.city ?? city
    const camp = place.kind === "dunes" || place.kind === "oasis"
    return {
      title: { es: capitalize(place.name.es), en: capitalize(place.name.en) },
      places: [place.name, ...(nextCity !== city ? [nextCity.name] : [])].map((name) => ({
        es: capitalize(name.es),
        en: capitalize(name.en),
      })),
      activities: [
        { es: capitalize(doing.es), en: capitalize(doing.en) },
        ...(nextCity !== city
          ? [
              {
                es: `Traslado por carretera a ${nextCity.name.es}`,
                en: `Road transfer to ${nextCity.name.en}`,
              },
            ]
          : [{ es: "Tarde libre para pasear", en: "Free afternoon to wander" }]),
      ],
      meals: camp ? ["breakfast", "lunch", "dinner"] : ["breakfast", "lunch"],
      overnight: camp ? campBeside(place) : hotelIn(nextCity),
    }
  })
  const last = visits.at(-1)?.city ?? start
  const departure = {
    title: { es: `Despedida de ${last.name.es}`, en: `Farewell to ${last.name.en}` },
    places: [{ es: `Aeropuerto de ${last.name.es}`, en: `${last.name.en} airport` }],
    activities: [
      { es: "Mañana libre para las últimas compras", en: "Free morning for last purchases" },
      { es: "Traslado al aeropuerto", en: "Transfer to the airport" },
    ],
    meals: ["breakfast"],
    overnight: null,
  }
  return [arrival, ...middle, departure]
}

type PackagePlan = { start: CitySeed; other: CitySeed | null; visits: Visit[]; title: Pair }

/** Two packages per city: its essentials, and a longer trip (with a neighbour city when there is one). */
function plansOf(city: CitySeed, random: Random): PackagePlan[] {
  const essentials = random.sample(city.places, Math.min(2, city.places.length))
  const short = essentials.length + 2
  const neighbour = random.pick(
    CITIES.filter((other) => other !== city && other.country.en === city.country.en),
  ) as CitySeed | undefined
  const own = random.sample(city.places, Math.min(neighbour ? 2 : 4, city.places.length))
  const away = neighbour
    ? random.sample(neighbour.places, Math.min(2, neighbour.places.length))
    : []
  const long = own.length + away.length + 2
  const words = (n: number) => NUMBER_WORDS[n]
  return [
    {
      start: city,
      other: null,
      visits: essentials.map((place) => ({ place, city })),
      title: {
        es: `${city.name.es} esencial en ${words(short).es} días`,
        en: `Essential ${city.name.en} in ${words(short).en} days`,
      },
    },
    {
      start: city,
      other: neighbour ?? null,
      visits: [
        ...own.map((place) => ({ place, city })),
        ...away.map((place) => ({ place, city: neighbour! })),
      ],
      title: neighbour
        ? {
            es: `${city.name.es} y ${neighbour.name.es} en ${words(long).es} días`,
            en: `${city.name.en} and ${neighbour.name.en} in ${words(long).en} days`,
          }
        : {
            es: `${city.name.es} a fondo en ${words(long).es} días`,
            en: `${city.name.en} in depth: ${words(long).en} days`,
          },
    },
  ]
}

const meals = (days: { meals: string[] }[]) => days.reduce((n, day) => n + day.meals.length, 0)

function packageDoc(plan: PackagePlan, random: Random) {
  const { start, other, visits, title } = plan
  const handle = slugify(title.es)
  const days = daysOf(start, visits, random)
  const nights = days.length - 1
  const groupSize = random.pick([12, 14, 16, 20])
  const placeList = (locale: Locale) => {
    const names = visits.map((v) => v.place.name[locale])
    const and = locale === "es" ? " y " : " and "
    return names.length > 1 ? `${names.slice(0, -1).join(", ")}${and}${names.at(-1)}` : names[0]
  }
  const overview: Pair = {
    es: contract(
      `Un viaje de ${NUMBER_WORDS[days.length].es} días desde ${start.name.es} por ${placeList("es")}, con ${nights} noches de alojamiento, ${meals(days)} comidas, traslados y guía incluidos. Salidas semanales en grupos de hasta ${groupSize} viajeros.`,
    ),
    en: `A ${NUMBER_WORDS[days.length].en}-day trip from ${start.name.en} through ${placeList("en")}, with ${nights} nights' accommodation, ${meals(days)} meals, transfers and a guide included. Weekly departures in groups of up to ${groupSize} travellers.`,
  }
  const featured =
    visits.find((v) => ACTIVITIES.some((a) => a.kinds.includes(v.place.kind))) ?? visits[0]
  // The picture's subject: a daytime one (a telescope belongs to the night), so the package
  // reuses the experiences' illustrations instead of adding files.
  const activity = activityAt(featured.place, random)
  const pictured = activity && activity.id !== "stars" ? activity.id : "guided"
  const camps = days.filter((day) => day.overnight && /camp/i.test(day.overnight.en)).length
  const stops = [
    { name: start.name, lat: start.lat, lng: start.lng },
    ...visits.map(({ place }) => ({
      name: { es: capitalize(place.name.es), en: capitalize(place.name.en) },
      lat: place.lat,
      lng: place.lng,
    })),
  ]
  return {
    _id: `tourPackage-${handle}`,
    _type: "tourPackage",
    title: localeString(title),
    slug: slug(handle),
    city: reference(`city-${start.slug}`),
    overview: localeText(overview),
    highlights: localeStringList([
      {
        es: `${nights} noches de alojamiento y traslados incluidos`,
        en: `${nights} nights' accommodation and transfers included`,
      },
      {
        es: "Un guía local con el grupo de principio a fin",
        en: "A local guide with the group from start to finish",
      },
      {
        es: `Grupos de hasta ${groupSize} viajeros`,
        en: `Groups of up to ${groupSize} travellers`,
      },
      ...(camps
        ? [
            {
              es: "Una noche bajo las estrellas en campamento",
              en: "A night under the stars in camp",
            },
          ]
        : []),
    ]),
    inclusions: {
      _type: "packageInclusions",
      accommodation: localeString(
        camps
          ? {
              es: `${nights - camps} noches en hotel de cuatro estrellas y ${camps} en campamento de lujo`,
              en: `${nights - camps} nights in four-star hotels and ${camps} in a luxury camp`,
            }
          : {
              es: `${nights} noches en hotel de cuatro estrellas`,
              en: `${nights} nights in four-star hotels`,
            },
      ),
      transport: localeString(
        other
          ? {
              es: `Traslados del aeropuerto, minibús con aire acondicionado y trayecto de ${start.name.es} a ${other.name.es}`,
              en: `Airport transfers, an air-conditioned minibus and the journey from ${start.name.en} to ${other.name.en}`,
            }
          : {
              es: "Traslados del aeropuerto y minibús con aire acondicionado todos los días",
              en: "Airport transfers and an air-conditioned minibus every day",
            },
      ),
      guide: localeString({
        es: "Guía local que habla español e inglés durante todo el viaje",
        en: "A local guide who speaks English and Spanish throughout",
      }),
    },
    durationDays: days.length,
    days: days.map((day) => ({
      _type: "packageDay",
      _key: nextKey(),
      title: localeString(day.title),
      places: localeStringList(day.places),
      activities: localeStringList(day.activities),
      meals: day.meals,
      ...(day.overnight ? { overnight: localeString(day.overnight) } : {}),
    })),
    route: stops.map((stop) => ({
      _type: "routeStop",
      _key: nextKey(),
      name: localeString(stop.name),
      coordinates: { _type: "geopoint", lat: stop.lat, lng: stop.lng },
    })),
    groupSize,
    languages: ["es", "en"],
    gallery: [
      image(
        illustration(pictured, "day", start.country.en),
        {
          es: contract(`${capitalize(featured.place.name.es)}, una etapa del viaje`),
          en: `${capitalize(featured.place.name.en)}, one stage of the trip`,
        },
        true,
      ),
      image(
        scene(visits.at(-1)!.place.kind, "dusk"),
        {
          es: contract(`Atardecer en ${visits.at(-1)!.place.name.es}`),
          en: `Sunset at ${visits.at(-1)!.place.name.en}`,
        },
        true,
      ),
    ],
    seo: seo(title, overview),
  }
}

/** The tour packages: two per city, in the cities' order (the first is Riyadh's essentials). */
export function buildPackages(random: Random) {
  return CITIES.flatMap((city) => plansOf(city, random)).map((plan) => packageDoc(plan, random))
}

import {
  ACTIVITIES,
  EXCLUDES,
  GEAR,
  GENERAL_NOTES,
  MOMENTS,
  type Activity,
  type Moment,
} from "./activities.ts"
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
import { cruiseFacts } from "./cruise-facts.ts"
import { illustration } from "./illustrations.ts"
import { paletteOf, scene } from "./images.ts"
import { transferDocs } from "./transfers.ts"

/** The experience an end-to-end test books: its slug, city and titles never change. */
export const SKELETON = {
  slug: "senderismo-dunas-atardecer",
  /** Facts its fixed commerce spec sells (commerce/src/scripts/seed/catalogue.ts). */
  facts: { durationMinutes: 180, groupSize: 12, languages: ["es", "en", "ar"] },
  city: "riyadh",
  title: { es: "Senderismo por las dunas al atardecer", en: "Sunset hike across the red dunes" },
  overview: {
    es: "Camina con un guía local por las dunas rojas a las afueras de Riad y llega a la cresta justo cuando el sol se pone sobre el desierto. Paradas para descansar, té con dátiles y tiempo para hacer fotos.",
    en: "Walk with a local guide across the red dunes outside Riyadh and reach the crest just as the sun sets over the desert. Rest stops, tea with dates and time for photos along the way.",
  },
}

type Plan = { city: CitySeed; place: Place; activity: Activity; moment: Moment; title: Pair }

function titleOf(activity: Activity, place: Place, moment: Moment, city: CitySeed): Pair {
  const base = fill(activity.titleByKind?.[place.kind] ?? activity.title, { place: place.name })
  const en = moment.title.en
    .replace("{Base}", capitalize(base.en))
    .replace("{base}", base.en)
    .replace("{city}", city.name.en)
  const es = contract(moment.title.es.replace("{base}", base.es).replace("{city}", city.name.es))
  return { es, en: capitalize(en) }
}

/** Every (activity, place, moment) a city offers, as titled plans. */
function plansOf(city: CitySeed): Plan[] {
  return city.places.flatMap((place) =>
    ACTIVITIES.filter((activity) => activity.kinds.includes(place.kind)).flatMap((activity) =>
      activity.moments.map((id) => {
        const moment = MOMENTS[id]
        return { city, place, activity, moment, title: titleOf(activity, place, moment, city) }
      }),
    ),
  )
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

const GROUP_SIZES: Pair[] = [
  {
    es: "Grupos de hasta {n} personas, con guía que habla español e inglés.",
    en: "Groups of up to {n} people, with a guide who speaks English and Spanish.",
  },
  {
    es: "Plazas limitadas a {n} viajeros por salida para que nadie se quede atrás.",
    en: "Limited to {n} travellers per departure so nobody gets left behind.",
  },
  {
    es: "Como mucho {n} personas por grupo: hay tiempo para preguntas y fotos.",
    en: "No more than {n} people per group, leaving time for questions and photos.",
  },
]

function experienceDoc(
  plan: Plan,
  random: Random,
  override?: {
    slug: string
    title: Pair
    overview: Pair
    facts: { durationMinutes: number; groupSize: number; languages: string[] }
  },
) {
  const { city, place, activity, moment } = plan
  const title = override?.title ?? plan.title
  const handle = override?.slug ?? slugify(title.es)
  const values = { place: place.name, city: city.name, moment: moment.phrase }
  const opening = fill(random.pick(activity.openings), values)
  const groupSize = String(random.pick([8, 10, 12, 14, 16]))
  const group = fill(random.pick(GROUP_SIZES), { n: { es: groupSize, en: groupSize } })
  const overview: Pair = override?.overview ?? {
    es: `${capitalize(opening.es)} ${place.about.es} ${group.es}`,
    en: `${capitalize(opening.en)} ${place.about.en} ${group.en}`,
  }
  const [minDuration, maxDuration] = activity.duration
  const drawnDuration = Math.round(random.int(minDuration, maxDuration) / 15) * 15
  const durationMinutes = override?.facts.durationMinutes ?? drawnDuration
  const [h, m] = moment.start.split(":").map(Number)
  // A sunset outing is out when the sun sets (about 18:00-18:30): a short one leaves later.
  const start =
    moment.id === "sunset"
      ? Math.min(
          17 * 60 + 45,
          Math.max(h * 60 + m, Math.round((18 * 60 + 30 - durationMinutes) / 15) * 15),
        )
      : h * 60 + m
  const pickupIncluded = activity.pickup
  const palette = paletteOf(moment.timeOfDay)
  const otherPalette = random.pick(
    (["dawn", "day", "dusk", "night"] as const).filter((p) => p !== palette),
  )
  const placeName = { es: capitalize(place.name.es), en: capitalize(place.name.en) }
  const jitter = () => Math.round((random.next() - 0.5) * 200) / 10000
  const gear = place.kind === "mountain" ? GEAR.mountain : GEAR[activity.gear]
  return {
    _id: `experience-${handle}`,
    _type: "experience",
    title: localeString(title),
    slug: slug(handle),
    city: reference(`city-${city.slug}`),
    categories: activity.categories.map((category) => reference(`category-${category}`, true)),
    overview: localeText(overview),
    highlights: localeStringList([...random.sample(activity.highlights, 3), moment.highlight]),
    includes: localeStringList([
      ...random.sample(activity.includes, Math.min(3, activity.includes.length)),
      ...(pickupIncluded && !activity.includes.some((item) => /hotel/i.test(item.en))
        ? [
            {
              es: `Recogida en hoteles de ${city.name.es}`,
              en: `Pickup from hotels in ${city.name.en}`,
            },
          ]
        : []),
    ]),
    excludes: localeStringList(random.sample(EXCLUDES, 2)),
    itinerary: activity.steps.map((step) => ({
      _type: "itineraryStep",
      _key: nextKey(),
      time: hhmm(start + Math.round((step.at * durationMinutes) / 15) * 15),
      title: localeString(step.title),
      description: localeText(step.text),
    })),
    whatToBring: localeStringList(random.sample(gear, 3)),
    knowBeforeYouGo: localeStringList([...activity.notes, ...random.sample(GENERAL_NOTES, 2)]),
    location: {
      _type: "location",
      coordinates: { _type: "geopoint", lat: place.lat + jitter(), lng: place.lng + jitter() },
      address: localeString({
        es: `${placeName.es}, ${city.name.es}, ${city.country.es}`,
        en: `${placeName.en}, ${city.name.en}, ${city.country.en}`,
      }),
      meetingPoint: localeText(
        pickupIncluded
          ? {
              es: `Te recogemos en tu hotel de ${city.name.es}; la hora exacta llega con la confirmación.`,
              en: `We collect you from your hotel in ${city.name.en}; the exact time comes with your confirmation.`,
            }
          : {
              es: contract(
                `En la entrada principal de ${place.name.es}, junto al cartel de Sendero.`,
              ),
              en: `At the main entrance of ${place.name.en}, by the Sendero sign.`,
            },
      ),
    },
    durationMinutes,
    groupSize: override?.facts.groupSize ?? Number(groupSize),
    cruise: cruiseFacts(activity.id, place),
    timeOfDay: moment.timeOfDay,
    languages: ((drawn) => override?.facts.languages ?? drawn)(
      random.pick([
        ["es", "en"],
        ["en", "ar"],
        ["es", "en", "ar"],
        ["en", "fr"],
      ]),
    ),
    pickupIncluded,
    dropOffIncluded: pickupIncluded,
    guided: activity.id !== "tickets",
    gallery: [
      image(
        illustration(activity.id, palette, city.country.en),
        { es: `${placeName.es}, ${moment.phrase.es}`, en: `${placeName.en}, ${moment.phrase.en}` },
        true,
      ),
      image(
        scene(place.kind, otherPalette),
        { es: `Otra vista de ${place.name.es}`, en: `Another view of ${place.name.en}` },
        true,
      ),
    ].map((item) => ({ ...item, alt: { ...item.alt, es: contract(item.alt.es) } })),
    seo: seo(title, overview),
  }
}

/**
 * All experiences: the skeleton one first, two transfers per city, then plans
 * drawn evenly across cities until `total` is reached.
 */
export function buildExperiences(random: Random, total: number) {
  const riyadh = CITIES.find((city) => city.slug === SKELETON.city)!
  const dunes = riyadh.places.find((place) => place.kind === "dunes")!
  const hike = ACTIVITIES.find((activity) => activity.id === "hike")!
  const skeletonPlan = {
    city: riyadh,
    place: dunes,
    activity: hike,
    moment: MOMENTS.sunset,
    title: SKELETON.title,
  }
  const docs: ReturnType<typeof experienceDoc>[] = [experienceDoc(skeletonPlan, random, SKELETON)]
  const transfers = CITIES.flatMap((city) => transferDocs(city, random))
  const queues = CITIES.map((city) => random.shuffle(plansOf(city)))
  const seen = new Set(docs.map((doc) => doc._id))
  const planned: ReturnType<typeof experienceDoc>[] = []
  // Past the plans a catalogue of its size has, a larger one (`--experiences
  // 5000`) offers them again in variants: the same outing with a small group,
  // privately, in the morning shift… each its own experience, title and handle.
  const longest = Math.max(...queues.map((queue) => queue.length))
  for (let round = 0; docs.length + transfers.length + planned.length < total; round++) {
    let added = false
    const variant = Math.floor(round / longest)
    for (const queue of queues) {
      if (docs.length + transfers.length + planned.length >= total) break
      const plan = variant === 0 ? queue[round] : queue[round % longest]
      if (!plan) continue
      const doc = experienceDoc(variant === 0 ? plan : variantOf(plan, variant), random)
      if (seen.has(doc._id)) continue
      seen.add(doc._id)
      planned.push(doc)
      added = true
    }
    if (!added && variant > 0 && round % longest === longest - 1) break
  }
  return [...docs, ...transfers, ...planned]
}

const VARIANTS: Pair[] = [
  { es: "en grupo reducido", en: "in a small group" },
  { es: "privado", en: "private" },
  { es: "con fotógrafo", en: "with a photographer" },
  { es: "en familia", en: "for families" },
  { es: "con guía experto", en: "with an expert guide" },
  { es: "exprés", en: "express" },
  { es: "premium", en: "premium" },
  { es: "para grupos", en: "for groups" },
  { es: "con traslado", en: "with transfer" },
]

/** A plan again, in its `n`-th variant (1: the first), titled so that handles stay unique. */
function variantOf(plan: Plan, n: number): Plan {
  const named = VARIANTS[(n - 1) % VARIANTS.length]!
  const round = Math.floor((n - 1) / VARIANTS.length)
  const suffix: Pair =
    round === 0
      ? named
      : { es: `${named.es}, salida ${round + 1}`, en: `${named.en}, departure ${round + 1}` }
  return {
    ...plan,
    title: { es: `${plan.title.es} (${suffix.es})`, en: `${plan.title.en} (${suffix.en})` },
  }
}

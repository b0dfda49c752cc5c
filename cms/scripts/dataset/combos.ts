import {
  createRandom,
  fit,
  localeString,
  localeText,
  reference,
  seo,
  slug,
  slugify,
  type Pair,
} from "./build-helpers.ts"
import { CITIES } from "./cities.ts"
import { SKELETON } from "./experiences.ts"

type Doc = { _id: string; _type: string; [field: string]: unknown }

/** Transfers are sold per vehicle, never as a seat in a bundle: combos leave them out. */
const NOT_IN_COMBOS = "category-traslados"
/** How many parts each of a city's combos has, in turn. */
const SIZES = [2, 3, 2, 4]
const COMBOS_PER_CITY = 2

const titleOf = (doc: Doc) => doc.title as Pair
const shortTitle = (title: string) => fit(title.split(":")[0], 48)

/**
 * Combos of each city: two to four of its experiences (no transfers) sold
 * together for less. The first Riyadh combo pairs the walking-skeleton hike
 * with the sunrise hike, both in every test slice of the catalogue. Its own
 * PRNG and running after every other document keep the rest of the dataset
 * as it was.
 */
export function buildCombos(experiences: Doc[]): Doc[] {
  const random = createRandom(20261123)
  const combos: Doc[] = []
  const taken = new Set<string>()
  for (const city of CITIES) {
    const ofCity = experiences.filter(
      (e) =>
        (e.city as { _ref: string })._ref === `city-${city.slug}` &&
        !(e.categories as { _ref: string }[]).some((c) => c._ref === NOT_IN_COMBOS),
    )
    let start = 0
    for (let n = 0; n < COMBOS_PER_CITY; n++) {
      const size = SIZES[combos.length % SIZES.length]
      const parts = ofCity.slice(start, start + size)
      start += size
      if (parts.length < 2) break
      combos.push(comboDoc(city, parts, random.pick([10, 12, 15, 18, 20]), taken))
    }
  }
  return combos
}

/** The first words of a title, up to `count`. */
const words = (text: string, count: number) =>
  text.split(":")[0].split(/\s+/).slice(0, count).join(" ")

/** A slug not taken yet by another combo (a number when it is). */
function unique(base: string, taken: Set<string>) {
  let candidate = base
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`
  taken.add(candidate)
  return candidate
}

function comboDoc(
  city: (typeof CITIES)[number],
  parts: Doc[],
  discount: number,
  taken: Set<string>,
): Doc {
  const [first, second] = parts.map(titleOf)
  const more = parts.length - 2
  const title: Pair = {
    es: `Combo en ${city.name.es}: ${shortTitle(first.es)} + ${more ? `${more + 1} experiencias más` : shortTitle(second.es)}`,
    en: `${city.name.en} combo: ${shortTitle(first.en)} + ${more ? `${more + 1} more experiences` : shortTitle(second.en)}`,
  }
  const skeleton = parts[0]._id === `experience-${SKELETON.slug}`
  const handle = unique(
    skeleton ? "combo-dunas-de-riad" : slugify(`combo ${city.name.es} ${words(first.es, 5)}`),
    taken,
  )
  const handleEn = unique(
    skeleton ? "riyadh-dunes-combo" : slugify(`${city.name.en} combo ${words(first.en, 5)}`),
    taken,
  )
  const intro: Pair = {
    es: `${parts.length} experiencias en ${city.name.es} en una sola reserva, un ${discount} % más baratas que por separado: eliges el día y la hora de cada una y se reservan todas juntas o ninguna.`,
    en: `${parts.length} experiences in ${city.name.en} in one booking, ${discount}% cheaper than on their own: pick the day and time of each, and they are booked all together or not at all.`,
  }
  const cover = (parts[0].gallery as Record<string, unknown>[])[0]
  const { _key: _unused, ...image } = cover
  return {
    _id: `combo-${handle}`,
    _type: "combo",
    title: localeString(title),
    slug: slug(handle),
    slugEn: slug(handleEn),
    city: reference(`city-${city.slug}`),
    parts: parts.map((p) => reference(p._id, true)),
    discountPercent: discount,
    intro: localeText(intro),
    image,
    seo: seo(title, intro),
  }
}

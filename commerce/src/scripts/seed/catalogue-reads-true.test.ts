import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { SKELETON_EXPERIENCE } from "./catalogue"
import { generateCatalogue } from "./generate-catalogue"
import { timeOfDayOf } from "./time-of-day"
import { readDatasetExperiences } from "./read-dataset"
import type { ExperienceSpec } from "./types"

/**
 * The content dataset and the commerce seed, read as a traveller would: what
 * the words promise (time of day, group size, duration, pickup, what kind of
 * thing it is) is what the slots, options and extras sell.
 */
const dir = path.resolve(__dirname, "../../../../cms/dataset")
type Pair = { es: string; en: string }
type Doc = {
  _id: string
  _type: string
  slug?: { current: string }
  title: Pair
  overview: Pair
  durationMinutes: number
  groupSize?: number
  timeOfDay: string
  pickupIncluded: boolean
  itinerary: { time: string }[]
  categories: { _ref: string }[]
  featuredExperiences?: { _ref: string }[]
}
const docs = readFileSync(path.join(dir, "data.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith("drafts."))
const experiences = docs.filter((doc) => doc._type === "experience")
// As the seed composes it (src/scripts/seed.ts): the skeleton's spec is fixed, the rest generated.
const specs = new Map<string, ExperienceSpec>(
  [
    ...generateCatalogue(readDatasetExperiences(dir)).filter(
      (s) => s.handle !== SKELETON_EXPERIENCE.handle,
    ),
    SKELETON_EXPERIENCE,
  ].map((spec) => [spec.handle, spec]),
)
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const startsOf = (spec: ExperienceSpec) => [
  ...new Set(spec.options.flatMap((o) => o.schedules.flatMap((s) => s.start_times))),
]
const categories = (doc: Doc) => doc.categories.map((c) => c._ref.replace("category-", ""))
const isTransfer = (doc: Doc) => categories(doc).includes("traslados")
const overnight = (doc: Doc) => doc.durationMinutes >= 12 * 60
const NUMBER_WORDS: Record<string, number> = { siete: 7, seven: 7 }

/** Every experience whose spec breaks `rule`, with why: the test prints them all. */
function offenders(rule: (doc: Doc, spec: ExperienceSpec) => string | null) {
  return experiences.flatMap((doc) => {
    const problem = rule(doc, specs.get(doc.slug!.current)!)
    return problem ? [`${doc.slug!.current}: ${problem}`] : []
  })
}

describe("the catalogue reads true", () => {
  it("sells every experience the content describes", () => {
    expect(experiences.every((doc) => specs.has(doc.slug!.current))).toBe(true)
  })

  it("starts when the itinerary starts, in the time of day the listing shows", () => {
    expect(
      offenders((doc, spec) => {
        const starts = startsOf(spec)
        if (!starts.includes(doc.itinerary[0].time))
          return `starts ${starts}, itinerary ${doc.itinerary[0].time}`
        if (isTransfer(doc) || overnight(doc)) return null
        const wrong = starts.filter((s) => timeOfDayOf(s) !== doc.timeOfDay)
        return wrong.length ? `${doc.timeOfDay} but starts at ${wrong}` : null
      }),
    ).toEqual([])
  })

  it("matches the time of day its title and overview name", () => {
    const CHECKS: [RegExp, (start: number, doc: Doc) => boolean][] = [
      [/\bsunrise\b|\bamanecer\b/i, (s) => s <= minutes("07:00")],
      [
        /\bsunset\b|\batardecer\b/i,
        (s, d) => s <= minutes("18:30") && s + d.durationMinutes >= minutes("17:00"),
      ],
      [
        /\bnight\b|\bde noche\b|\bafter dark\b/i,
        (s, d) => s >= minutes("18:00") || (overnight(d) && s >= minutes("15:00")),
      ],
      [/\bmorning\b|\bpor la mañana\b/i, (s) => s < minutes("12:00")],
      [/\bafternoon\b|\bpor la tarde\b/i, (s) => s >= minutes("12:00") && s < minutes("18:00")],
    ]
    expect(
      offenders((doc, spec) => {
        const text = `${doc.title.en} ${doc.title.es}`
        const wrong = CHECKS.filter(([words]) => words.test(text)).flatMap(([words, fits]) =>
          startsOf(spec)
            .filter((s) => !fits(minutes(s), doc))
            .map((s) => `${words.source} at ${s}`),
        )
        return wrong.length ? wrong.join(", ") : null
      }),
    ).toEqual([])
  })

  it("lasts as long as the content says, on every option", () => {
    expect(
      offenders((doc, spec) => {
        const durations = new Set([
          spec.duration_minutes,
          ...spec.options.flatMap((o) => o.schedules.map((s) => s.duration_minutes)),
        ])
        return durations.size === 1 && durations.has(doc.durationMinutes)
          ? null
          : `content ${doc.durationMinutes} min, seed ${[...durations]}`
      }),
    ).toEqual([])
  })

  it("has the group size the overview states, and no option bigger", () => {
    expect(
      offenders((doc, spec) => {
        const stated = doc.overview.en.match(/(\d+|seven) (?:people|travellers|passengers)/i)?.[1]
        const size = stated ? (NUMBER_WORDS[stated.toLowerCase()] ?? Number(stated)) : null
        if (size !== null && size !== doc.groupSize)
          return `overview says ${size}, groupSize ${doc.groupSize}`
        const limit = doc.groupSize!
        for (const option of spec.options) {
          if (option.pricing_type === "per_item") {
            if (option.max_travellers_per_item! > limit)
              return `${option.code} seats ${option.max_travellers_per_item} of ${limit}`
          } else {
            const capacity = option.schedules[0].capacity
            if (capacity > limit)
              return `${option.code} sells ${capacity} seats, words say ${limit}`
          }
        }
        const shared = spec.options.find((o) => o.code === "shared")
        return shared && shared.schedules[0].capacity !== limit
          ? `shared group of ${shared.schedules[0].capacity}, words say ${limit}`
          : null
      }),
    ).toEqual([])
  })

  it("includes hotel pickup exactly when the content does", () => {
    expect(
      offenders((doc, spec) =>
        spec.pickup_included === doc.pickupIncluded
          ? null
          : `content ${doc.pickupIncluded}, seed ${spec.pickup_included}`,
      ),
    ).toEqual([])
  })

  it("offers options and extras that fit the kind of experience", () => {
    const extrasOf = (spec: ExperienceSpec) =>
      spec.options.flatMap((o) => o.extras.map((e) => e.code))
    expect(
      offenders((doc, spec) => {
        const extras = extrasOf(spec)
        const start = minutes(doc.itinerary[0].time)
        if (isTransfer(doc)) {
          if (spec.options.some((o) => o.pricing_type !== "per_item"))
            return "a transfer sold per person"
          const odd = extras.filter((e) => !["child-seat", "name-sign"].includes(e))
          return odd.length ? `a transfer with ${odd}` : null
        }
        if (/\ben privado\b/.test(doc.title.es) && spec.options.some((o) => o.code === "shared"))
          return "a private experience with a shared group"
        if (extras.includes("dinner") && (start < minutes("15:00") || start > minutes("21:00")))
          return `dinner at ${doc.itinerary[0].time}`
        if (
          extras.includes("lunch") &&
          (start > minutes("11:00") || start + doc.durationMinutes < minutes("14:00"))
        )
          return `lunch on a ${doc.itinerary[0].time} outing of ${doc.durationMinutes} min`
        if (extras.includes("hotel-transfer") && doc.pickupIncluded)
          return "a hotel transfer extra with pickup included"
        if (
          categories(doc)[0] === "entradas-y-atracciones" &&
          extras.some((e) => ["dinner", "lunch", "photos"].includes(e))
        )
          return `a ticket with ${extras}`
        if (categories(doc)[0] === "gastronomia" && extras.includes("lunch"))
          return "a food tour selling lunch as an extra"
        return null
      }),
    ).toEqual([])
  })

  it("gives each kind of activity its own picture, so a city's cards are told apart", () => {
    type Pictured = Doc & { city: { _ref: string }; gallery: { _sanityAsset: string }[] }
    const byCity = new Map<string, Pictured[]>()
    for (const doc of experiences as Pictured[])
      byCity.set(doc.city._ref, [...(byCity.get(doc.city._ref) ?? []), doc])
    for (const [city, list] of byCity) {
      const pictures = new Set(list.map((doc) => doc.gallery[0]._sanityAsset))
      expect(pictures.size, city).toBeGreaterThanOrEqual(8)
      // Experiences that share a first picture are of the same kind.
      const kindsOf = new Map<string, Set<string>>()
      for (const doc of list) {
        const picture = doc.gallery[0]._sanityAsset
        kindsOf.set(picture, new Set([...(kindsOf.get(picture) ?? []), categories(doc)[0]]))
      }
      for (const [picture, kinds] of kindsOf) expect([...kinds], picture).toHaveLength(1)
    }
    const transfer = (experiences as Pictured[]).find(isTransfer)!
    expect(transfer.gallery[0]._sanityAsset).toMatch(/car-/)
  })

  it("tells the boat, decks, meals and boarding point of every cruise", () => {
    type Cruise = Doc & { cruise?: { boat: Pair; decks: number; boardingPoint: Pair } }
    const boats = (experiences as Cruise[]).filter((doc) =>
      categories(doc).some((c) => c === "cruceros" || c === "paseos-en-yate"),
    )
    const withFacts = boats.filter(
      (doc) => doc.cruise?.boat.en && doc.cruise.boardingPoint.en && doc.cruise.decks,
    )
    expect(withFacts.length).toBeGreaterThanOrEqual(20)
    // Jet skis and snorkelling trips are boat outings without a boat to tell about.
    expect(boats.filter((doc) => !doc.cruise && categories(doc)[0] === "cruceros")).toEqual([])
    for (const doc of withFacts) {
      const dinner = /\bdinner\b/i.test(doc.title.en)
      expect(dinner ? /dinner/i.test(JSON.stringify(doc.cruise)) : true, doc._id).toBe(true)
    }
  })

  it("features varied editors' picks: cities, categories and prices", () => {
    const home = docs.find((doc) => doc._id === "home")!
    const picks = home.featuredExperiences!.map((ref) =>
      experiences.find((e) => e._id === ref._ref)!,
    )
    expect(picks.length).toBeGreaterThanOrEqual(6)
    const perCategory = new Map<string, number>()
    for (const pick of picks)
      for (const c of categories(pick)) perCategory.set(c, (perCategory.get(c) ?? 0) + 1)
    expect(Math.max(...perCategory.values())).toBeLessThanOrEqual(2)
    expect(picks.some(isTransfer)).toBe(false)
    expect(
      new Set(picks.map((p) => (p as unknown as { city: { _ref: string } }).city._ref)).size,
    ).toBe(picks.length)
    const prices = picks.map((p) => {
      const option = specs.get(p.slug!.current)!.options[0]
      return option.item_prices?.eur ?? option.age_bands[0].prices.eur
    })
    expect(Math.max(...prices) / Math.min(...prices)).toBeGreaterThan(1.5)
  })
})

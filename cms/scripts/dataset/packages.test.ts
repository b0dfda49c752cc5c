import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/** The tour packages of the committed dataset, read as a traveller would. */
type Pair = { es?: string; en?: string }
type List = { es?: string[]; en?: string[] }
type Day = { title: Pair; places: List; activities: List; meals?: string[]; overnight?: Pair }
type Doc = {
  _id: string
  _type: string
  slug: { current: string }
  slugEn: { current: string }
  title: Pair
  overview: Pair
  city: { _ref: string }
  durationDays: number
  days: Day[]
  route: { coordinates: { lat: number; lng: number } }[]
  groupSize: number
  inclusions: { accommodation: Pair; transport: Pair; guide: Pair }
  gallery: { _sanityAsset: string }[]
}
const dir = path.resolve(import.meta.dirname, "../../dataset")
const docs = readFileSync(path.join(dir, "data.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => !doc._id.startsWith("drafts."))
const packages = docs.filter((doc) => doc._type === "tourPackage")
const cities = new Set(docs.filter((doc) => doc._type === "city").map((doc) => doc._id))
const bilingual = (pair: Pair | undefined) => Boolean(pair?.es?.trim() && pair?.en?.trim())
const bilingualList = (list: List) =>
  Boolean(list.es?.length && list.es.length === list.en?.length && list.es.every(Boolean))

describe("tour packages in the dataset", () => {
  it("offers at least 24 packages across the seeded cities, each with its own slugs", () => {
    expect(packages.length).toBeGreaterThanOrEqual(24)
    const starts = new Set(packages.map((doc) => doc.city._ref))
    expect([...starts].every((id) => cities.has(id))).toBe(true)
    expect(starts.size).toBe(cities.size)
    expect(new Set(packages.map((doc) => doc.slug.current)).size).toBe(packages.length)
    expect(new Set(packages.map((doc) => doc.slugEn.current)).size).toBe(packages.length)
  })

  it("says everything in Spanish and English", () => {
    const broken = packages.filter(
      (doc) =>
        ![
          doc.title,
          doc.overview,
          doc.inclusions.accommodation,
          doc.inclusions.transport,
          doc.inclusions.guide,
        ].every(bilingual) ||
        !doc.days.every(
          (day) =>
            bilingual(day.title) &&
            bilingualList(day.places) &&
            bilingualList(day.activities) &&
            (day.overnight === undefined || bilingual(day.overnight)),
        ),
    )
    expect(broken.map((doc) => doc._id)).toEqual([])
  })

  it("plans one day per day of its duration, a bed every night and words that agree", () => {
    const words: Record<number, string> = { 4: "cuatro", 6: "seis" }
    const problems = packages.flatMap((doc) => {
      const found: string[] = []
      if (doc.days.length !== doc.durationDays) found.push(`${doc.days.length} days planned`)
      const nights = doc.days.slice(0, -1)
      if (!nights.every((day) => day.overnight?.es)) found.push("a night without a bed")
      if (doc.days.at(-1)?.overnight) found.push("a bed after the last day")
      if (!doc.overview.es?.includes(`${nights.length} noches`)) found.push("overview's nights")
      if (!doc.overview.en?.includes(`up to ${doc.groupSize} travellers`)) found.push("group size")
      if (words[doc.durationDays] && !doc.title.es?.includes(words[doc.durationDays]))
        found.push("title's days")
      if (doc.route.length < 2) found.push("no route to draw")
      if (!doc.gallery.length) found.push("no picture")
      return found.map((problem) => `${doc._id}: ${problem}`)
    })
    expect(problems).toEqual([])
  })
})

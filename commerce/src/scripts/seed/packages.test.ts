import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { packageDurationMinutes, packageSpecs, readDatasetPackages, SINGLE_ROOM } from "./packages"

/**
 * The content's tour packages and the commerce seed agree: every package has
 * a product with its handle, departures for the seats and days the words
 * promise, a price per age band and the single-room supplement.
 */
const dir = path.resolve(__dirname, "../../../../cms/dataset")
type Doc = {
  _id: string
  _type: string
  slug?: { current: string }
  durationDays: number
  groupSize: number
}
const docs = readFileSync(path.join(dir, "data.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((doc) => doc._type === "tourPackage" && !doc._id.startsWith("drafts."))
const specs = new Map(packageSpecs(readDatasetPackages(dir)).map((spec) => [spec.handle, spec]))

describe("tour packages in the commerce seed", () => {
  it("sells every package of the content under its handle", () => {
    expect(docs.length).toBeGreaterThanOrEqual(24)
    expect([...specs.keys()].sort()).toEqual(docs.map((doc) => doc.slug!.current).sort())
  })

  it("departs with the seats and runs for the days the content states", () => {
    const problems = docs.flatMap((doc) => {
      const spec = specs.get(doc.slug!.current)!
      const schedules = spec.options.flatMap((o) => o.schedules)
      const found: string[] = []
      if (!schedules.every((s) => s.capacity === doc.groupSize)) found.push("capacity")
      if (spec.duration_minutes !== packageDurationMinutes(doc.durationDays)) found.push("duration")
      if (!schedules.every((s) => s.duration_minutes === spec.duration_minutes)) found.push("slots")
      if (!schedules.every((s) => s.weekdays.length > 0 && s.start_times.length === 1))
        found.push("departures")
      return found.map((what) => `${doc._id}: ${what}`)
    })
    expect(problems).toEqual([])
  })

  it("prices each traveller per age band and offers the single-room supplement per night", () => {
    for (const doc of docs) {
      const [option] = specs.get(doc.slug!.current)!.options
      expect(option.pricing_type).toBe("per_person")
      const [adult, child] = option.age_bands
      expect(adult.prices.eur).toBeGreaterThan(child.prices.eur)
      expect(child.prices.eur).toBeGreaterThan(0)
      const supplement = option.extras.find((x) => x.code === SINGLE_ROOM)!
      expect(supplement.per).toBe("person")
      expect(supplement.title.en).toContain(`${doc.durationDays - 1} nights`)
      expect(supplement.prices.eur % (doc.durationDays - 1)).toBe(0)
    }
  })

  it("stays apart from the experiences' handles", () => {
    const experiences = readFileSync(path.join(dir, "data.ndjson"), "utf8")
      .split("\n")
      .filter((line) => line.includes('"_type":"experience"'))
      .map((line) => (JSON.parse(line) as Doc).slug?.current)
    expect(experiences.filter((handle) => handle && specs.has(handle))).toEqual([])
  })
})

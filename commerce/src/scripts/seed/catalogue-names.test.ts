import path from "node:path"
import { describe, expect, it } from "vitest"
import { SKELETON_EXPERIENCE } from "./catalogue"
import { generateCatalogue } from "./generate-catalogue"
import { packageSpecs, readDatasetPackages } from "./packages"
import { readDatasetExperiences } from "./read-dataset"

const dir = path.resolve(__dirname, "../../../../cms/dataset")
const dataset = readDatasetExperiences(dir)
const packages = readDatasetPackages(dir)
const catalogue = [SKELETON_EXPERIENCE, ...generateCatalogue(dataset), ...packageSpecs(packages)]

const filled = (text: unknown) => typeof text === "string" && text.trim().length > 0

/**
 * Issue 27.1: whatever a traveller books, its order can name it in their
 * language, so every name the seed sells has a Spanish and an English text.
 */
describe("the seeded catalogue's names, in both languages", () => {
  it("names every experience in Spanish and English, the English title being the content's own", () => {
    const englishOf = new Map([...dataset, ...packages].map((d) => [d.handle, d.titleEn]))
    for (const spec of catalogue) {
      expect(filled(spec.title), spec.handle).toBe(true)
      expect(filled(spec.title_en), spec.handle).toBe(true)
      if (spec !== SKELETON_EXPERIENCE)
        expect(spec.title_en, spec.handle).toBe(englishOf.get(spec.handle))
    }
  })

  it("names every option, extra, pickup point and meeting point in Spanish and English", () => {
    let extras = 0
    let points = 0
    let meetings = 0
    for (const spec of catalogue) {
      if (spec.meeting_point) {
        meetings++
        expect(
          filled(spec.meeting_point.name.es) && filled(spec.meeting_point.name.en),
          spec.handle,
        ).toBe(true)
      }
      for (const option of spec.options) {
        expect(
          filled(option.title.es) && filled(option.title.en),
          `${spec.handle}/${option.code}`,
        ).toBe(true)
        for (const extra of option.extras) {
          extras++
          expect(
            filled(extra.title.es) && filled(extra.title.en),
            `${spec.handle}/${extra.code}`,
          ).toBe(true)
        }
      }
      for (const point of spec.pickup_points) {
        points++
        expect(filled(point.name.es) && filled(point.name.en), `${spec.handle}/${point.id}`).toBe(
          true,
        )
      }
    }
    // The property covers real lists, not an empty catalogue.
    expect(extras).toBeGreaterThan(100)
    expect(points).toBeGreaterThan(100)
    expect(meetings).toBeGreaterThan(100)
  })
})

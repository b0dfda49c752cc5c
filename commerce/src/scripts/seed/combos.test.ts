import path from "node:path"
import { describe, expect, it } from "vitest"
import { pricesKeepPromise } from "../../lib/combo/prices"
import { SKELETON_EXPERIENCE } from "./catalogue"
import { comboOption, comboPrices, readDatasetCombos } from "./combos"
import { generateCatalogue } from "./generate-catalogue"
import { readDatasetExperiences } from "./read-dataset"

/** The dataset's combos and the commerce seed agree: every combo can be sold, below the sum of its parts. */
const dir = path.resolve(__dirname, "../../../../cms/dataset")
const dataset = readDatasetExperiences(dir)
const specs = new Map(
  [
    ...generateCatalogue(dataset.filter((d) => d.handle !== SKELETON_EXPERIENCE.handle)),
    SKELETON_EXPERIENCE,
  ].map((s) => [s.handle, s]),
)
const cityOf = new Map(dataset.map((d) => [d.handle, d.city]))
const combos = readDatasetCombos(dir)

describe("combos of the dataset in the seed", () => {
  it("has at least 20 combos of two to four experiences of the combo's city", () => {
    expect(combos.length).toBeGreaterThanOrEqual(20)
    for (const combo of combos) {
      expect(combo.parts.length).toBeGreaterThanOrEqual(2)
      expect(combo.parts.length).toBeLessThanOrEqual(4)
      expect(combo.parts.map((h) => cityOf.get(h))).toEqual(combo.parts.map(() => combo.city))
    }
  })

  it("sells every combo at a bundle price below the sum of its parts, in every currency", () => {
    for (const combo of combos) {
      const parts = combo.parts.map((h) => specs.get(h)!)
      expect(
        parts.every((p) => comboOption(p)),
        combo.handle,
      ).toBe(true)
      const prices = comboPrices(parts, combo.discount_percent)
      expect(prices, combo.handle).not.toBeNull()
      expect(pricesKeepPromise(prices!, parts.length)).toBe(true)
      for (const currency of ["eur", "usd", "aed", "sar"])
        expect(prices![currency].adult!.total).toBeLessThan(prices![currency].adult!.sum)
    }
  })

  it("keeps one combo inside every test slice of the catalogue (the skeleton and the next Riyadh hike)", () => {
    const first = dataset
      .filter((d) => d.handle !== SKELETON_EXPERIENCE.handle)
      .slice(0, 39)
      .map((d) => d.handle)
    const slice = new Set([SKELETON_EXPERIENCE.handle, ...first])
    const inSlice = combos.filter((c) => c.parts.every((h) => slice.has(h)))
    expect(inSlice.map((c) => c.handle)).toContain("combo-dunas-de-riad")
  })
})

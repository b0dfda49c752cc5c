import path from "node:path"
import { describe, expect, it } from "vitest"
import { generateCatalogue } from "./generate-catalogue"
import { readDatasetExperiences } from "./read-dataset"

const dataset = readDatasetExperiences(path.resolve(__dirname, "../../../../cms/dataset"))
const catalogue = generateCatalogue(dataset)

describe("the commerce catalogue generated from the content dataset", () => {
  it("sells exactly the experiences the content describes, at least 500 in at least 12 cities", () => {
    expect(catalogue.map((s) => s.handle).sort()).toEqual(dataset.map((d) => d.handle).sort())
    expect(catalogue.length).toBeGreaterThanOrEqual(500)
    expect(new Set(catalogue.map((s) => s.city)).size).toBeGreaterThanOrEqual(12)
    expect(new Set(catalogue.flatMap((s) => s.categories)).size).toBeGreaterThanOrEqual(10)
  })

  it("gives every experience 1 to 3 options with prices in every currency and a schedule", () => {
    for (const spec of catalogue) {
      expect(spec.options.length).toBeGreaterThanOrEqual(1)
      expect(spec.options.length).toBeLessThanOrEqual(3)
      for (const option of spec.options) {
        const prices =
          option.pricing_type === "per_item"
            ? [option.item_prices!]
            : option.age_bands.map((b) => b.prices)
        for (const p of prices) expect(Object.keys(p).sort()).toEqual(["aed", "eur", "sar", "usd"])
        if (option.pricing_type === "per_person") {
          expect(option.age_bands.find((b) => b.band === "adult")!.prices.eur).toBeGreaterThan(0)
        } else {
          expect(option.max_travellers_per_item).toBeGreaterThan(1)
        }
        expect(option.schedules[0].capacity).toBeGreaterThan(0)
      }
    }
  })

  it("is the same on every run and varies between experiences", () => {
    expect(generateCatalogue(dataset)).toEqual(catalogue)
    const adultPrices = new Set(
      catalogue.map((s) => (s.options[0].item_prices ?? s.options[0].age_bands[0].prices).eur),
    )
    expect(adultPrices.size).toBeGreaterThan(20)
    expect(catalogue.some((s) => s.sold_out_days.length)).toBe(true)
    expect(catalogue.some((s) => s.closed_days.length)).toBe(true)
    expect(catalogue.some((s) => s.low_seat_days.length)).toBe(true)
  })
})

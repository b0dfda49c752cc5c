import path from "node:path"
import { describe, expect, it } from "vitest"
import { SKELETON_EXPERIENCE } from "./catalogue"
import { readDatasetExperiences } from "./read-dataset"
import { generateReviews, reviewKind } from "./reviews"

const dataset = readDatasetExperiences(path.resolve(__dirname, "../../../../cms/dataset"))
const now = new Date("2026-11-22T12:00:00Z")
const reviewed = dataset.map((experience) => ({
  experience,
  reviews: generateReviews(experience, now),
}))
const all = reviewed.flatMap((r) => r.reviews)

describe("the reviews seeded for the catalogue", () => {
  it("are the same on every run", () => {
    const [first] = dataset
    expect(generateReviews(first, now)).toEqual(generateReviews(first, now))
  })

  it("give each experience 0 to 25 reviews, a few none", () => {
    const counts = reviewed.map((r) => r.reviews.length)
    expect(Math.max(...counts)).toBeLessThanOrEqual(25)
    const none = counts.filter((c) => c === 0).length
    expect(none).toBeGreaterThan(0)
    expect(none).toBeLessThan(dataset.length * 0.15)
  })

  it("are mostly 4 and 5 stars with some 2 and 3", () => {
    const share = (stars: number[]) =>
      all.filter((r) => stars.includes(r.rating)).length / all.length
    expect(share([4, 5])).toBeGreaterThan(0.8)
    expect(share([2, 3])).toBeGreaterThan(0.05)
    expect(share([1, 2, 3, 4, 5])).toBe(1)
  })

  it("read as finished sentences with no placeholder left, by authors with a country", () => {
    for (const review of all) {
      expect(review.body).not.toMatch(/[{}]|undefined|\s\s/)
      expect(review.body).toMatch(/[.!]$/)
      expect(review.title.length).toBeGreaterThan(3)
      expect(review.author_name).toMatch(/^\p{Lu}\p{L}+( \p{Lu}\.)?$/u)
      expect(review.author_country).toMatch(/^[A-Z]{2}$/)
    }
  })

  it("were travelled in the past year and written after the trip", () => {
    const yearAgo = now.getTime() - 366 * 86_400_000
    for (const review of all) {
      const travelled = Date.parse(`${review.travelled_on}T00:00:00Z`)
      expect(travelled).toBeGreaterThan(yearAgo)
      expect(review.created_at.getTime()).toBeGreaterThan(travelled)
      expect(review.created_at.getTime()).toBeLessThan(now.getTime())
    }
  })

  it("are mostly Spanish for the Riyadh desert hikes and mixed elsewhere", () => {
    const spanishShare = (rows: typeof all) =>
      rows.filter((r) => r.locale === "es").length / rows.length
    const hikes = reviewed
      .filter(
        ({ experience }) =>
          experience.city === "riyadh" && ["desert", "hiking"].includes(reviewKind(experience)),
      )
      .flatMap((r) => r.reviews)
    expect(hikes.length).toBeGreaterThan(20)
    expect(spanishShare(hikes)).toBeGreaterThan(0.7)
    expect(spanishShare(all)).toBeGreaterThan(0.35)
    expect(spanishShare(all)).toBeLessThan(0.65)
  })

  it("give the skeleton experience several reviews in Spanish and in English", () => {
    const skeleton = reviewed.find(
      (r) => r.experience.handle === SKELETON_EXPERIENCE.handle,
    )!.reviews
    expect(skeleton.filter((r) => r.locale === "es").length).toBeGreaterThanOrEqual(5)
    expect(skeleton.filter((r) => r.locale === "en").length).toBeGreaterThanOrEqual(3)
  })

  it("never praise a transfer as a tour", () => {
    const transfers = reviewed
      .filter(({ experience }) => reviewKind(experience) === "transfer")
      .flatMap((r) => r.reviews)
    expect(transfers.length).toBeGreaterThan(0)
    for (const review of transfers)
      expect(review.body).not.toMatch(/guía|guide|dunas|dunes|free time|tiempo libre/i)
  })
})

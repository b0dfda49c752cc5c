import { describe, expect, it } from "vitest"
import { relatedExperiences, type RelatedCandidate } from "./related"

/** The rule as the experience page states it, scoring every experience (the reference). */
function reference(
  all: readonly RelatedCandidate[],
  current: { slug: string; citySlug: string; categorySlugs: string[] },
  count = 4,
) {
  const score = (e: RelatedCandidate) =>
    (e.city.slug === current.citySlug ? 2 : 0) +
    (e.categories.some((c) => current.categorySlugs.includes(c.slug)) ? 1 : 0)
  return all
    .filter((e) => e.slug !== current.slug)
    .map((e) => ({ e, s: score(e) }))
    .filter(({ s }) => s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, count)
    .map(({ e }) => e)
}

/** A small random generator, so a failure names its seed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
}

describe("related experiences of an experience page", () => {
  it("are the same city and a shared category first, then the same city, then a shared category", () => {
    const e = (slug: string, city: string, ...categories: string[]) => ({
      slug,
      city: { slug: city },
      categories: categories.map((c) => ({ slug: c })),
    })
    const all = [
      e("a", "madrid", "food"),
      e("b", "riyadh", "desert"),
      e("c", "madrid", "tours"),
      e("d", "riyadh", "food"),
      e("self", "madrid", "food"),
      e("f", "madrid", "food", "tours"),
    ]
    const related = relatedExperiences(all, {
      slug: "self",
      citySlug: "madrid",
      categorySlugs: ["food"],
    })
    expect(related.map((r) => r.slug)).toEqual(["a", "f", "c", "d"])
  })

  it("choose what scoring every experience would, over many random catalogues", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed)
      const pick = (n: number) => Math.floor(next() * n)
      const all = Array.from({ length: 5 + pick(60) }, (_, i) => ({
        slug: `x${i}`,
        city: { slug: `city${pick(4)}` },
        categories: Array.from({ length: pick(4) }, () => ({ slug: `cat${pick(6)}` })),
      }))
      const self = all[pick(all.length)]
      const current = {
        slug: self.slug,
        citySlug: self.city.slug,
        categorySlugs: self.categories.map((c) => c.slug),
      }
      const count = 1 + pick(6)
      expect(relatedExperiences(all, current, count), `seed ${seed}`).toEqual(
        reference(all, current, count),
      )
    }
  })
})

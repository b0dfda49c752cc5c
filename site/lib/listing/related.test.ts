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
  // Within a score, the list's order starting after the page's own experience, wrapping around.
  const self = all.findIndex((e) => e.slug === current.slug)
  const distance = (i: number) => (i - self - 1 + all.length) % all.length
  return all
    .map((e, i) => ({ e, s: score(e), d: distance(i) }))
    .filter(({ e, s }) => e.slug !== current.slug && s > 0)
    .sort((a, b) => b.s - a.s || a.d - b.d)
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
    expect(related.map((r) => r.slug)).toEqual(["f", "a", "c", "d"])
  })

  it("put each experience on a few pages' blocks, not on every page of its city", () => {
    // One city, one category: the first in the list was on every page before (3,416 pages of
    // Barcelona at 50,000 experiences, all rendered again when its price changed).
    const all = Array.from({ length: 300 }, (_, i) => ({
      slug: `x${i}`,
      city: { slug: "barcelona" },
      categories: [{ slug: "tours" }],
    }))
    const onPages = new Map<string, number>()
    for (const e of all) {
      const shown = relatedExperiences(all, {
        slug: e.slug,
        citySlug: "barcelona",
        categorySlugs: ["tours"],
      })
      expect(shown).toHaveLength(4)
      for (const r of shown) onPages.set(r.slug, (onPages.get(r.slug) ?? 0) + 1)
    }
    expect(Math.max(...onPages.values())).toBe(4)
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

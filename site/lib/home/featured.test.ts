import { describe, expect, it } from "vitest"
import { featuredMix, MAX_PER_CATEGORY } from "./featured"

const card = (slug: string, city: string, ...categories: string[]) => ({
  slug,
  city: { slug: city },
  categories: categories.map((c) => ({ slug: c })),
})

describe("the home page's featured row", () => {
  it("never shows more than two of one category, even when editors pick more", () => {
    const transfers = ["riyadh", "dubai", "cairo", "madrid"].map((city) =>
      card(`transfer-${city}`, city, "traslados"),
    )
    const others = [
      card("hike", "riyadh", "senderismo"),
      card("cruise", "dubai", "cruceros"),
      card("food", "cairo", "gastronomia", "visitas-guiadas"),
      card("museum", "madrid", "entradas-y-atracciones"),
      card("walk", "madrid", "visitas-guiadas"),
      card("walk-2", "cairo", "visitas-guiadas"),
    ]
    const row = featuredMix(
      transfers,
      [...transfers, ...others],
      ["riyadh", "dubai", "cairo", "madrid"],
    )
    const counts = new Map<string, number>()
    for (const e of row)
      for (const c of e.categories) counts.set(c.slug, (counts.get(c.slug) ?? 0) + 1)
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(MAX_PER_CATEGORY)
    expect(row.slice(0, 2).map((e) => e.slug)).toEqual(["transfer-riyadh", "transfer-dubai"])
    expect(new Set(row.map((e) => e.city.slug)).size).toBe(4)
  })

  it("fills the row city after city", () => {
    const row = featuredMix(
      [],
      [card("a1", "a", "x"), card("a2", "a", "y"), card("b1", "b", "z"), card("b2", "b", "w")],
      ["a", "b"],
      3,
    )
    expect(row.map((e) => e.slug)).toEqual(["a1", "b1", "a2"])
  })
})

import { describe, expect, it } from "vitest"
import type { AdminLocale } from "../lib/format"
import resources from "./index"

type Tree = { [key: string]: string | Tree }

/** Every key path of a copy tree, plural forms included (`stars_one`). */
function keys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  )
}

describe("admin copy", () => {
  it("has the same keys in Spanish and English, so no screen falls back to the other language", () => {
    const es = keys(resources.es.translation as Tree).sort()
    const en = keys(resources.en.translation as Tree).sort()
    expect(es.filter((key) => !en.includes(key))).toEqual([])
    expect(en.filter((key) => !es.includes(key))).toEqual([])
  })

  it("says one star in the singular (i18next picks `_one` for a count of 1)", () => {
    const reviews = (lang: AdminLocale) =>
      ((resources[lang].translation as Tree).admin as Tree).reviews as Tree
    expect(reviews("es").stars_one).toBe("{{count}} estrella")
    expect(reviews("en").stars_one).toBe("{{count}} star")
  })
})

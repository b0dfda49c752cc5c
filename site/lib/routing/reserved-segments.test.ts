import { readdirSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import {
  LOCALISED_ROUTE_SEGMENTS,
  RESERVED_PREFIXES,
  reservedSegmentProblem,
  SITE_ROUTE_SEGMENTS,
} from "@sendero/shared/reserved-segments"

const PAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../pages")
const LOCALE_TREE = path.join(PAGES, "[...locale]")

/** The first path segment a file or folder of site/pages makes: `about.astro` → `about`, `wishlist.json.ts` → `wishlist.json`. */
const segmentOf = (name: string) => name.replace(/\.(astro|ts|js|mjs|md|mdx|html)$/, "")

/** The static first segments, and the dynamic ones (with a `[param]`), of one folder of routes. */
function routesIn(dir: string) {
  const segments = new Set(readdirSync(dir).map(segmentOf))
  segments.delete("index")
  const dynamic = [...segments].filter((segment) => segment.includes("["))
  return { fixed: [...segments].filter((s) => !s.includes("[")).sort(), dynamic }
}

describe("reserved path segments: one list with the site's routes", () => {
  it("lists every top-level route of site/pages/[...locale]/, and nothing else", () => {
    const { fixed, dynamic } = routesIn(LOCALE_TREE)
    // A new top-level page must be added to packages/shared/reserved-segments.ts, or a category
    // with that slug would shadow it (or be shadowed by it).
    expect(fixed).toEqual([...LOCALISED_ROUTE_SEGMENTS].sort())
    // The category page itself takes any free segment; every other dynamic route is a reserved prefix.
    for (const segment of dynamic.filter((segment) => segment !== "[category]")) {
      const prefix = segment.slice(0, segment.indexOf("["))
      expect(prefix, `${segment} needs its prefix in RESERVED_PREFIXES`).not.toBe("")
      expect(RESERVED_PREFIXES as readonly string[]).toContain(prefix)
    }
  })

  it("lists every route of site/pages/ outside the language tree", () => {
    const { fixed, dynamic } = routesIn(PAGES)
    expect(dynamic).toEqual(["[...locale]"])
    for (const segment of fixed) expect(SITE_ROUTE_SEGMENTS as readonly string[]).toContain(segment)
  })

  it.each(["account", "combos", "voucher", "trip-planner", "blog", "en", "store"])(
    "refuses %s, a segment the site routes itself",
    (segment) => {
      expect(reservedSegmentProblem(segment)).toMatch(/ruta reservada/)
    },
  )

  it("refuses the prefixes of city listings and of the old /discover paths", () => {
    expect(reservedSegmentProblem("things-to-do-in-fez")).toMatch(/things-to-do-in-/)
    expect(reservedSegmentProblem("discover-morocco")).toMatch(/discover/)
  })

  it("leaves a category's own segment free", () => {
    expect(reservedSegmentProblem("cruceros")).toBeNull()
    expect(reservedSegmentProblem("day-trips")).toBeNull()
  })
})

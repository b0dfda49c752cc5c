import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/**
 * Workspaces do not reach into each other by relative path (issue 28: the site imported
 * `commerce/src/lib/reporting` and `cms/sanity.types` by `../../../`). What one workspace takes
 * from another it imports by package name (`@sendero/shared/…`, `@sendero/cms/…`,
 * `@sendero/commerce/…`, each declared in the importer's package.json), so a move inside a
 * workspace cannot silently break another and the direction of the lean can be read in the
 * package.json files. This test fails on an import, re-export, dynamic import or require whose
 * relative path lands in another workspace.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** Workspace folders; every other file belongs to the root package (the storefront and scripts). */
const WORKSPACES = ["commerce", "cms", "packages/shared"]

/** The workspace a path relative to the repository root belongs to. */
export function workspaceOf(file) {
  const normal = file.split(path.sep).join("/")
  return WORKSPACES.find((dir) => normal === dir || normal.startsWith(`${dir}/`)) ?? "."
}

/** Every module specifier `source` imports, re-exports, imports dynamically or requires. */
export function specifiersOf(source) {
  const found = source.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g,
  )
  return [...found].map(([, specifier]) => specifier)
}

/** `file: specifier` for each relative import of `file` (its text `source`) into another workspace. */
export function crossings(file, source) {
  return specifiersOf(source)
    .filter((specifier) => specifier.startsWith("."))
    .filter((specifier) => {
      const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier))
      return !target.startsWith("..") && workspaceOf(target) !== workspaceOf(file)
    })
    .map((specifier) => `${file}: ${specifier}`)
}

/** Tracked and new source files of the repository. */
function sources() {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mts|cts|js|mjs|cjs|astro)$/.test(file))
    .filter((file) => !/(^|\/)(node_modules|dist|\.medusa)\//.test(file))
}

describe("workspaces import each other by package name, never by relative path", () => {
  it("tells a crossing from an import inside a workspace", () => {
    expect(crossings("site/lib/x.ts", `import { a } from "../../commerce/src/lib/a"`)).toEqual([
      `site/lib/x.ts: ../../commerce/src/lib/a`,
    ])
    expect(
      crossings("site/lib/x.ts", `import type { T } from "../../cms/sanity.types"`),
    ).toHaveLength(1)
    expect(
      crossings("commerce/src/lib/x.ts", `const m = await import("../../../site/x.mjs")`),
    ).toHaveLength(1)
    expect(crossings("astro.config.mjs", `import { b } from "./site/lib/b.mjs"`)).toEqual([])
    expect(
      crossings("commerce/integration-tests/a.spec.ts", `import { c } from "../src/c"`),
    ).toEqual([])
    expect(crossings("site/lib/x.ts", `import { LOCALES } from "@sendero/shared/locales"`)).toEqual(
      [],
    )
  })

  it("no source file imports another workspace by a relative path", () => {
    const found = sources().flatMap((file) =>
      crossings(file, readFileSync(path.join(ROOT, file), "utf8")),
    )
    expect(found).toEqual([])
  })
})

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
 * relative path lands in another workspace, and on a Studio or shared-package file that names a
 * path outside its workspace at all (a glob, a file it reads): TypeGen read the site's queries
 * (every `.ts` under `../site/lib/content/`), so the cms leaned on the site that imports its
 * types. The queries now live in `cms/queries/` and the lean goes one way.
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

/** Workspaces others lean on, which name no path outside themselves: the lean goes one way. */
const LEAVES = ["cms", "packages/shared"]

/** Paths outside a leaf it may name, each with why. */
const REACHES_ALLOWED = {
  "cms/tsconfig.json: ../tsconfig.json": "the repository's base TypeScript settings (extends)",
}

/**
 * `file: literal` for each relative path `file` (its text `source`) writes in a string (an import,
 * a glob, a file it reads) that lands outside the file's workspace, when that workspace is a leaf.
 */
export function reachesOut(file, source) {
  const workspace = workspaceOf(file)
  if (!LEAVES.includes(workspace)) return []
  const literals = [...source.matchAll(/["'`](\.{1,2}\/[^"'`\s]*)["'`]/g)].map(([, text]) => text)
  return literals
    .filter((literal) => {
      const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), literal))
      return target.startsWith("..") || workspaceOf(target) !== workspace
    })
    .map((literal) => `${file}: ${literal}`)
}

/** Tracked and new source files of the repository. */
function sources() {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mts|cts|js|mjs|cjs|astro|json)$/.test(file))
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
    const found = sources()
      .filter((file) => !file.endsWith(".json"))
      .flatMap((file) => crossings(file, readFileSync(path.join(ROOT, file), "utf8")))
    expect(found).toEqual([])
  })

  it("tells a Studio file that reaches into the site from one that stays in the Studio", () => {
    expect(
      reachesOut("cms/sanity.cli.ts", `typegen: { path: "../site/lib/content/**/*.ts" }`),
    ).toEqual(["cms/sanity.cli.ts: ../site/lib/content/**/*.ts"])
    expect(
      reachesOut(
        "cms/scripts/x.ts",
        `readFile(new URL("../../site/i18n/es.json", import.meta.url))`,
      ),
    ).toHaveLength(1)
    expect(reachesOut("cms/queries/a.ts", `import { inLocale } from "./groq-locale"`)).toEqual([])
    expect(reachesOut("cms/sanity.cli.ts", `typegen: { path: "./queries/**/*.ts" }`)).toEqual([])
    expect(reachesOut("cms/scripts/dataset/x.ts", `path.resolve(dir, "../../dataset")`)).toEqual([])
    expect(reachesOut("packages/shared/x.ts", `import { a } from "../../site/a"`)).toHaveLength(1)
    // The site may name the Studio's files: the lean goes that way.
    expect(reachesOut("site/lib/x.ts", `readFile("../../cms/dataset/data.ndjson")`)).toEqual([])
  })

  it("no Studio or shared-package file names a path outside its workspace (TypeGen one way)", () => {
    const found = sources()
      .filter((file) => LEAVES.includes(workspaceOf(file)) && !file.startsWith("cms/dataset/"))
      .flatMap((file) => reachesOut(file, readFileSync(path.join(ROOT, file), "utf8")))
      .filter((reach) => !(reach in REACHES_ALLOWED))
    expect(found).toEqual([])
  })

  it("no shared-package source imports by a relative path (Node loads them for commerce, unbundled)", () => {
    const found = sources()
      .filter((file) => workspaceOf(file) === "packages/shared" && /(?<!\.test)\.ts$/.test(file))
      .flatMap((file) =>
        specifiersOf(readFileSync(path.join(ROOT, file), "utf8"))
          .filter((specifier) => specifier.startsWith("."))
          .map((specifier) => `${file}: ${specifier}`),
      )
    expect(found).toEqual([])
  })
})

import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/**
 * The locale list has one home, packages/shared/locales.ts, which every workspace imports
 * (commerce too: Node 24 requires the ES module, and commerce's tsconfig checks it with
 * `module: node20`). A copy written out elsewhere (`["es", "en"]`, `"es" | "en"`,
 * `z.enum(["es", "en"])`) is what a new language misses: this test fails on one.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** The homes of the list, and generated files (Sanity TypeGen, the dataset). */
const HOMES = ["packages/shared/locales.ts"]
const GENERATED = [/^cms\/sanity\.types\.ts$/, /^cms\/dataset\//, /\.json$/]

/** A list or union of the two locale codes, in either order, written out. */
const STRAY =
  /\[\s*["']es["']\s*,\s*["']en["']\s*\]|\[\s*["']en["']\s*,\s*["']es["']\s*\]|["']es["']\s*\|\s*["']en["']|["']en["']\s*\|\s*["']es["']/g

/**
 * Whether the copy at `index` is a tour's guide languages (`languages: ["es", "en"]`, a pool the
 * dataset draws them from, `doc.languages ?? ["es", "en"]`): an open set of language codes (Arabic
 * and French too) that only happens to equal the locale list, so not a copy of it.
 */
function guideLanguages(source, index) {
  const key = source.lastIndexOf("languages:", index)
  if (key < 0 || index - key > 200) return false
  const between = source.slice(key + "languages:".length, index)
  let depth = 0
  for (const char of between) {
    if ("[({".includes(char)) depth += 1
    else if ("])}".includes(char)) depth -= 1
    // The `languages` value ended before the copy: a comma between properties, or its bracket closed.
    if (depth < 0 || (depth === 0 && char === ",")) return false
  }
  return depth > 0 || /^\s*([\w.?]+\s*\?\?\s*)?$/.test(between)
}

/** The stray copies of the locale list in `source`. */
export function strayCount(source) {
  return [...source.matchAll(STRAY)].filter((match) => !guideLanguages(source, match.index)).length
}

function strays() {
  const files = execFileSync(
    "git",
    [
      "ls-files",
      "--cached",
      "--others",
      "--exclude-standard",
      "site",
      "commerce",
      "cms",
      "packages",
      "scripts",
      "*.mjs",
      "*.ts",
    ],
    { cwd: ROOT, encoding: "utf8" },
  )
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs|js|astro)$/.test(file))
    .filter((file) => !HOMES.includes(file) && !GENERATED.some((pattern) => pattern.test(file)))
    .filter((file) => file !== "scripts/locale-literals.test.mjs")
  const found = {}
  for (const file of files) {
    let source
    try {
      source = readFileSync(path.join(ROOT, file), "utf8")
    } catch {
      continue // deleted in the working tree
    }
    const count = strayCount(source)
    if (count) found[file] = count
  }
  return found
}

describe("the locale list has one home", () => {
  it("commerce's LOCALES are the shared ones, imported", () => {
    const commerce = readFileSync(path.join(ROOT, "commerce/src/lib/i18n/messages.ts"), "utf8")
    expect(commerce).toMatch(/import \{ LOCALES\b[^}]*\} from "@sendero\/shared\/locales"/)
  })

  it("finds a stray copy where one is", () => {
    expect(strayCount(`const a = ["es", "en"] as const; type B = "en" | "es"`)).toBe(2)
    expect(strayCount(`model.enum(["es", "en"])`)).toBe(1)
    expect(strayCount(`{ locales: ["es", "en"], languages: ["en", "fr"] }`)).toBe(1)
  })

  it("tells a tour's guide languages from the locale list", () => {
    expect(strayCount(`{ languages: ["es", "en"] }`)).toBe(0)
    expect(strayCount(`languages: doc.languages ?? ["es", "en"],`)).toBe(0)
    expect(strayCount(`languages: pick([\n ["en", "ar"],\n ["es", "en"],\n ]),`)).toBe(0)
    expect(strayCount(`languages: ["ar"] }\nconst LOCALES = ["es", "en"]`)).toBe(1)
    expect(strayCount(`languages: model.json(),\n locale: model.enum(["es", "en"]),`)).toBe(1)
  })

  it("has no stray copy of the locale list", () => {
    // Import LOCALES / Locale ("@sendero/shared/locales", or site/i18n and commerce's
    // lib/i18n/messages.ts, which re-export it) instead of writing the list out.
    expect(strays()).toEqual({})
  })
})

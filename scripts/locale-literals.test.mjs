import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { LOCALES } from "@sendero/shared/locales"

/**
 * The locale list has one home (packages/shared/locales.ts; commerce's own
 * LOCALES beside its catalogue, checked equal here). A copy written out
 * elsewhere (`["es", "en"]`, `"es" | "en"`, `z.enum(["es", "en"])`) is what a
 * new language misses: this test fails on a new one. STRAYS lists the copies
 * that were there when the test was written, by file and count; it fails too
 * when a file has fewer than listed (lower the count, or drop the file).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** The homes of the list, and generated files (Sanity TypeGen, the dataset). */
const HOMES = ["packages/shared/locales.ts", "commerce/src/lib/i18n/messages.ts"]
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

/**
 * Copies there when the test was written (issue 28), by file and count; lower a count (or drop the
 * file) when a copy goes. The five left are in Medusa modules, which import only themselves,
 * packages and @medusajs (commerce/src/lib/room-boundaries.test.ts), so neither commerce's
 * LOCALES (lib/i18n/messages.ts) nor, from commerce's CommonJS build, @sendero/shared's TypeScript:
 * each module keeps its own enum of the locales it stores or sends in.
 */
const STRAYS = {
  "commerce/src/modules/contact/models/contact-message.ts": 1,
  "commerce/src/modules/notification-smtp/types.ts": 1,
  "commerce/src/modules/offer/models/offer-request.ts": 1,
  "commerce/src/modules/review/models/review.ts": 1,
  "commerce/src/modules/stripe-checkout/types.ts": 1,
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
  it("commerce's LOCALES are the shared ones", () => {
    const commerce = readFileSync(path.join(ROOT, "commerce/src/lib/i18n/messages.ts"), "utf8")
    const written = commerce.match(/export const LOCALES = (\[[^\]]*\]) as const/)?.[1]
    expect(written && JSON.parse(written)).toEqual([...LOCALES])
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

  it("has no stray copy of the locale list beyond the ones listed", () => {
    const found = strays()
    const grown = Object.entries(found).filter(([file, count]) => count > (STRAYS[file] ?? 0))
    // Import LOCALES / Locale (site and cms: "@sendero/shared/locales" or site/i18n; commerce:
    // commerce/src/lib/i18n/messages.ts) instead of writing the list out.
    expect(Object.fromEntries(grown)).toEqual({})
    const shrunk = Object.entries(STRAYS).filter(([file, count]) => (found[file] ?? 0) < count)
    expect(Object.fromEntries(shrunk), "fewer copies now: lower STRAYS").toEqual({})
  })
})

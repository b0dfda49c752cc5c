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

/** Copies there when the test was written (issue 28): move each to LOCALES / Locale, then lower its count. */
const STRAYS = {
  "cms/scripts/dataset/experiences.ts": 1,
  "cms/scripts/dataset/packages.ts": 1,
  "commerce/integration-tests/http/offers-contact-helpers.ts": 1,
  "commerce/integration-tests/http/offers-contact.spec.ts": 1,
  "commerce/src/modules/contact/models/contact-message.ts": 1,
  "commerce/src/modules/notification-smtp/types.ts": 1,
  "commerce/src/modules/offer/models/offer-request.ts": 1,
  "commerce/src/modules/review/models/review.ts": 1,
  "commerce/src/modules/stripe-checkout/types.ts": 1,
  "commerce/src/scripts/seed/packages.ts": 1,
  "site/e2e/journey-a11y.spec.ts": 1,
  "site/lib/commerce/experience-facts.test.ts": 1,
  "site/lib/listing/filters.test.ts": 1,
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
    const count = source.match(STRAY)?.length ?? 0
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
    expect(`const a = ["es", "en"] as const; type B = "en" | "es"`.match(STRAY)).toHaveLength(2)
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

import { execFileSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/**
 * The manual points at code by path (`commerce/src/lib/booking-error.ts`) and at
 * symbols in files (`DEFAULT_LIMITS` in `…/seats-service.ts`): this fails when a
 * path named in README.md or docs/*.md is gone, or a file no longer holds the
 * symbol the manual says it does, so a rename breaks the docs test instead of
 * leaving a newcomer at a dead end.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** A path from the repository's root: it must exist as written. */
const ROOTED = /^(commerce|site|cms|scripts|packages|docs|\.ci|\.github)\//
/** A file name the manual may give without its folder (`lib/metadata-restore.ts`, `desk-helpers.ts`). */
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|cjs|js|json|md|astro|ya?ml|sql)$/

/**
 * Backticked words that look like paths and are not files of this repository,
 * each with why.
 */
export const NOT_REPO_PATHS = {
  "astro/dist": "Astro's package internals, named as what to avoid",
  "start.js": "Medusa's start command inside node_modules",
  "router.js": "Medusa's router inside node_modules",
  "resolve-value.js": "Medusa's workflow SDK inside node_modules",
  "res.json": "Express's method, not a file",
  "x.test.ts": "an example name",
  "x.test.mjs": "an example name",
  "x.ts": "an example name",
  "check-availability.ts": "an example of a kebab-case name",
  "hold-seats.ts": "an example of the naming convention",
  "steps/hold-seats.ts": "an example of the naming convention",
  "query-config.ts": "Medusa core's convention (ours are in commerce/src/lib/query-config/)",
  "cart/steps/__tests__/reserve-inventory.spec.ts": "a test in Medusa's own repository",
  "Africa/Casablanca": "a time zone",
}

/** Prefixes of paths that are produced at run time (state, builds, reports), not kept in git. */
const PRODUCED = /(^|\/)(\.data|dist|reports|\.medusa|node_modules)(\/|$)/

/** Every file the repository holds (tracked or new, not ignored), and every folder above one. */
export function repoPaths(root) {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\n")
    .filter(Boolean)
  const all = new Set(files)
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== "."; dir = path.posix.dirname(dir)) {
      if (all.has(dir)) break
      all.add(dir)
    }
  }
  return all
}

/** The markdown with fenced blocks taken out (they hold commands and output, not references). */
function withoutFences(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
}

/** `a/{b,c}.json` as `a/b.json` and `a/c.json`; anything else as itself. */
function expandBraces(word) {
  const m = word.match(/^([^{}]*)\{([^{}]+)\}([^{}]*)$/)
  return m ? m[2].split(",").map((part) => `${m[1]}${part}${m[3]}`) : [word]
}

/**
 * The path a backticked word names, or null when it is not one: URL paths,
 * package names, commands, globs and placeholders are left alone.
 */
export function pathOf(word) {
  const w = word.trim().replace(/:\d+(-\d+)?$/, "")
  // a route folder (`[id]`) and a brace list (`{es,en}`) are parts of a path
  const bare = w.replace(/\[[\w.]+\]/g, "x").replace(/\{[\w.,-]+\}/g, "x")
  if (/[\s:*<>…|()=,'"$?{}[\]]/.test(bare)) return null
  if (w.startsWith("/") || w.startsWith("@") || w.startsWith("-")) return null
  if (/^\.[a-z]+$/.test(w)) return null // an extension (`.astro`)
  if (!ROOTED.test(w) && !bare.includes("/") && !SOURCE_FILE.test(bare)) return null
  if (!ROOTED.test(w) && !SOURCE_FILE.test(bare) && !/^[\w.-]+(\/[\w.-]+)+\/?$/.test(bare))
    return null
  return w.replace(/\/$/, "")
}

/** Where a named path is: itself from the root, or any file or folder whose path ends with it. */
export function resolvePath(name, paths) {
  if (ROOTED.test(name)) return paths.has(name) ? [name] : []
  return [...paths].filter((p) => p === name || p.endsWith(`/${name}`))
}

/** The paths a page names that do not exist, and the `symbol` in `file` pairs whose file lacks the symbol. */
export function deadReferences(
  markdown,
  paths,
  read = (p) => readFileSync(path.join(ROOT, p), "utf8"),
) {
  const text = withoutFences(markdown)
  const dead = []
  for (const [, word] of text.matchAll(/`([^`\n]+)`/g)) {
    const name = pathOf(word)
    if (!name || name in NOT_REPO_PATHS || PRODUCED.test(name)) continue
    for (const one of expandBraces(name)) {
      if (resolvePath(one, paths).length === 0) dead.push(one)
    }
  }
  const symbolIn = /`([A-Za-z_$][\w$.]*)(?:\(\))?`\s+(?:in|from)\s+`([^`\n]+)`/g
  for (const [, symbol, word] of text.matchAll(symbolIn)) {
    const name = pathOf(word)
    if (!name || name in NOT_REPO_PATHS || PRODUCED.test(name) || !SOURCE_FILE.test(name)) continue
    const homes = resolvePath(name, paths)
    if (homes.length === 0) continue // already reported as a dead path
    const last = symbol.split(".").pop()
    if (!homes.some((home) => new RegExp(`\\b${last.replace(/\$/g, "\\$")}\\b`).test(read(home))))
      dead.push(`${symbol} in ${name}`)
  }
  return [...new Set(dead)]
}

function markdownFiles() {
  const pages = readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`)
  return ["README.md", ...pages]
}

describe("code named in README.md and docs/", () => {
  it("every backticked code path exists, and every `symbol` in `file` is in that file", () => {
    const paths = repoPaths(ROOT)
    const dead = markdownFiles().flatMap((file) =>
      deadReferences(readFileSync(path.join(ROOT, file), "utf8"), paths).map(
        (ref) => `${file}: ${ref}`,
      ),
    )
    expect(dead, "rename the reference in the doc, or the code back").toEqual([])
  })

  it("finds a renamed path and a moved symbol, and leaves URLs, packages and examples alone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sendero-docs-paths-"))
    writeFileSync(path.join(dir, "holds.ts"), "export const LIMITS = 1\n")
    const paths = new Set([
      "commerce",
      "commerce/src",
      "commerce/src/lib",
      "commerce/src/lib/holds.ts",
      "site/i18n/es.json",
    ])
    const read = (p) =>
      p.endsWith("holds.ts") ? readFileSync(path.join(dir, "holds.ts"), "utf8") : ""
    const page = [
      "`commerce/src/lib/holds.ts` `lib/holds.ts` `holds.ts` `commerce/src/lib/` `holds.ts:12`",
      "`commerce/src/lib/gone.ts` `lib/gone.ts` `gone.ts` `site/i18n/{es,en}.json`",
      "`LIMITS` in `lib/holds.ts`, `MOVED` in `commerce/src/lib/holds.ts`, `x` from `GET /store/x`",
      "`/store/carts/:id` `@medusajs/framework` `npm test -- lint` `x.test.ts` `.data/logs/` `a.b`",
      "```sh\ncat commerce/src/lib/fenced.ts `commerce/src/lib/fenced.ts`\n```",
    ].join("\n")
    expect(deadReferences(page, paths, read)).toEqual([
      "commerce/src/lib/gone.ts",
      "lib/gone.ts",
      "gone.ts",
      "site/i18n/en.json",
      "MOVED in commerce/src/lib/holds.ts",
    ])
  })
})

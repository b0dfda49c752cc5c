import { execFileSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/**
 * Issue 28's framework internals, each in its one isolated home (docs/architecture.md,
 * "Framework seams"): `git grep` finds none of them anywhere else in the repository, in any
 * workspace or script. The homes' own tests fail on an upgrade (ASTRO_RANGE, MEDUSA_RANGE,
 * NODE_RANGE); this fails when a second file starts to lean on the same internals.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const SELF = "scripts/framework-internals.test.mjs"

/** Each internal: what it is, the pattern that finds it (git grep -E) and the files allowed to hold it. */
export const INTERNALS = [
  {
    what: "Astro's prerender internals (astro/dist, setInternals, globalThis.astroAsset)",
    pattern: String.raw`astro/dist/|\bsetInternals\b|\bastroAsset\b`,
    homes: ["site/lib/build/astro-internals.mjs", "site/lib/build/astro-internals.test.ts"],
  },
  {
    what: "Medusa's request wrapper (traceRequestHandler)",
    pattern: String.raw`\btraceRequestHandler\b`,
    homes: ["commerce/src/lib/framework-seams.ts", "commerce/src/lib/framework-seams.test.ts"],
  },
  {
    what: "Express's router stack (_router)",
    pattern: String.raw`\b_router\b`,
    homes: ["commerce/src/lib/framework-seams.ts", "commerce/src/lib/framework-seams.test.ts"],
  },
  {
    what: "the node adapter's entry point swapped (the adapter runs in its documented middleware mode)",
    pattern: String.raw`\bserverEntrypoint\b|\bsetAdapter\b`,
    homes: [],
  },
  {
    what: "a response's writeHead, write, end or json replaced (one response wrapper per server)",
    pattern: String.raw`\b(res|response)\.(writeHead|write|end|json)\s*=[^=]|ServerResponse\.prototype\.\w+\s*=[^=]`,
    homes: [
      "commerce/src/lib/http/response-tap.ts",
      "site/lib/server/response-tap.mjs",
      // Medusa's `authenticate` answers its 401 itself: the account routes' res.json, documented
      // in docs/architecture.md ("One response wrapper").
      "commerce/src/api/store/customers/login-required.ts",
    ],
  },
]

/** The files (tracked or new, not ignored; the manual left out) where `pattern` occurs. */
export function filesWith(pattern, root = ROOT) {
  try {
    return execFileSync(
      "git",
      ["grep", "--untracked", "-l", "-E", pattern, "--", ".", ":!*.md", `:!${SELF}`],
      { cwd: root, encoding: "utf8" },
    )
      .split("\n")
      .filter(Boolean)
  } catch (error) {
    if (error.status === 1) return [] // git grep found nothing
    throw error
  }
}

describe("framework internals stay in their one home", () => {
  for (const { what, pattern, homes } of INTERNALS) {
    it(what, () => {
      const found = filesWith(pattern)
      expect(
        found.filter((file) => !homes.includes(file)),
        "move it into the home, or use a public API",
      ).toEqual([])
      // A home that no longer holds the internal leaves the list.
      expect(homes.filter((home) => !found.includes(home))).toEqual([])
    })
  }

  it("the storefront server sits in front of Astro through the adapter's middleware mode", () => {
    expect(filesWith(String.raw`node\(\{ mode: "middleware" \}\)`)).toEqual(["astro.config.mjs"])
  })

  it("finds a replaced response method, and leaves a comparison alone", () => {
    const { pattern } = INTERNALS.find((i) => i.what.startsWith("a response's"))
    const re = new RegExp(pattern)
    expect(re.test("res.end = (chunk) => original(chunk)")).toBe(true)
    expect(re.test("response.writeHead =function () {}")).toBe(true)
    expect(re.test("http.ServerResponse.prototype.end = patched")).toBe(true)
    expect(re.test("if (res.end === end) return")).toBe(false)
    expect(re.test("res.end(body)")).toBe(false)
  })
})

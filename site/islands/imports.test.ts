import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Islands run in the browser: they may import stores/, lib/client/ and other
 * browser-safe helpers, never code that only works at build time or on the
 * server (the content source, the build's SDK, the site server, Node's own
 * modules, server secrets). Imports are followed through every file an
 * island reaches.
 */
const SITE = path.resolve(__dirname, "..")
const FORBIDDEN_FILES = [
  "lib/commerce/",
  "lib/content/",
  "lib/server/",
  "lib/catalogue",
  "lib/search/index",
  "pages/",
  "layouts/",
  "components/",
  "middleware",
]
const FORBIDDEN_MODULES = [
  /^node:/,
  /^astro:content$/,
  /^astro:env\/server$/,
  /^astro:assets$/,
  /^@sanity\//,
  /^groq(-js)?$/,
  /^@medusajs\/(medusa|framework|js-sdk)/,
  /^(fs|path|http|https|crypto|zlib|child_process)$/,
]

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return filesUnder(full)
    return /\.(tsx?|jsx?|mjs)$/.test(name) && !/\.test\./.test(name) ? [full] : []
  })
}

function resolveRelative(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mjs`,
    `${base}.js`,
    path.join(base, "index.ts"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g

/** Every problem import reachable from one island file: "chain -> import". */
function problemsOf(entry: string): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, "utf8")
    for (const match of source.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]
      if (/^import\s+type\b|^export\s+type\b/.test(match[0])) continue
      const here = [...chain, path.relative(SITE, file)]
      if (spec.startsWith(".")) {
        const target = resolveRelative(file, spec)
        if (!target || target.endsWith(".json")) continue
        const rel = path.relative(SITE, target)
        if (FORBIDDEN_FILES.some((f) => rel.startsWith(f)))
          problems.push(`${here.join(" -> ")} -> ${rel}`)
        else walk(target, here)
      } else if (FORBIDDEN_MODULES.some((re) => re.test(spec))) {
        problems.push(`${here.join(" -> ")} -> ${spec}`)
      }
    }
  }
  walk(entry, [])
  return problems
}

describe("islands import browser code only", () => {
  const islands = filesUnder(path.join(SITE, "islands"))

  it("finds the islands", () => {
    expect(islands.length).toBeGreaterThan(3)
  })

  for (const island of islands) {
    it(path.relative(SITE, island), () => {
      expect(problemsOf(island)).toEqual([])
    })
  }

  it("catches a forbidden import through a helper (the check itself works)", () => {
    const problems = problemsOf(path.join(SITE, "lib/commerce/orders.ts"))
    expect(problems.join("\n")).toMatch(/lib\/commerce\/sdk\.ts/)
  })
})

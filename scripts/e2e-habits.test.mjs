import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/**
 * Browser journeys wait for what a traveller would see, never for a fixed time:
 * a fixed sleep is too short on a loaded CI machine and too long everywhere
 * else. What must take time on the page (a form's time trap) moves the page's
 * clock (`page.clock.install()`, then `page.clock.fastForward(ms)`). This fails on
 * `waitForTimeout(` or a promise around `setTimeout` in site/e2e.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const E2E = path.join(ROOT, "site", "e2e")

/** A fixed sleep in test code, by pattern. */
export const FIXED_SLEEPS = [
  /\bwaitForTimeout\s*\(/,
  /new Promise\s*\(\s*\(?\s*\w+\s*\)?\s*=>\s*setTimeout\s*\(\s*\w+\s*,\s*[\d_]+\s*\)/,
]

/** `file:line: text` of each line of `source` with a fixed sleep. */
export function fixedSleeps(file, source) {
  return source
    .split("\n")
    .flatMap((line, i) =>
      FIXED_SLEEPS.some((pattern) => pattern.test(line))
        ? [`${file}:${i + 1}: ${line.trim()}`]
        : [],
    )
}

describe("browser journeys (site/e2e)", () => {
  const files = readdirSync(E2E, { recursive: true, encoding: "utf8" }).filter((f) =>
    /\.(ts|mjs|js)$/.test(f),
  )

  it("are found", () => expect(files.length).toBeGreaterThan(20))

  it("wait for what the page shows, never a fixed time", () => {
    const found = files.flatMap((file) =>
      fixedSleeps(path.join("site", "e2e", file), readFileSync(path.join(E2E, file), "utf8")),
    )
    expect(found, "wait for a locator, a response or page.clock instead").toEqual([])
  })

  it("finds a fixed sleep in either form", () => {
    const source = [
      "await page.waitForTimeout(3000)",
      "await new Promise((r) => setTimeout(r, 1_000))",
      "await page.clock.fastForward(3000)",
      "await expect(page.getByText('x')).toBeVisible({ timeout: 3000 })",
    ].join("\n")
    expect(fixedSleeps("x.spec.ts", source)).toEqual([
      "x.spec.ts:1: await page.waitForTimeout(3000)",
      "x.spec.ts:2: await new Promise((r) => setTimeout(r, 1_000))",
    ])
  })
})

import { describe, expect, it } from "vitest"
import { prerenderSeconds } from "./site-bench.mjs"

const ESC = String.fromCharCode(27)
/** Astro's build output around the prerender phase, with its colours, and the images after it. */
const output = (stat) =>
  [
    `${ESC}[32m✓ Completed in 41.02s.${ESC}[39m`,
    ` ${ESC}[42m${ESC}[30m prerendering static routes ${ESC}[39m${ESC}[49m`,
    "19:20:01 ├─ /things-to-do/index.html (+12ms)",
    `${ESC}[32m✓ Completed in ${stat}.${ESC}[39m`,
    ` ${ESC}[42m${ESC}[30m generating optimized images ${ESC}[39m${ESC}[49m`,
    `${ESC}[32m✓ Completed in 312ms.${ESC}[39m`,
  ].join("\n")

describe("the prerender time bench:site prints", () => {
  it("reads the phase's own time in each of Astro's forms, never the images' after it", () => {
    expect(prerenderSeconds(output("850ms"))).toBe(0.85)
    expect(prerenderSeconds(output("27.45s"))).toBe(27.45)
    expect(prerenderSeconds(output("1m 23s"))).toBe(83)
  })

  it("is unknown without the phase", () => {
    expect(prerenderSeconds("✓ Completed in 2.00s.")).toBeNull()
  })
})

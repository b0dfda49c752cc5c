import { describe, expect, it } from "vitest"
import { againOnLighthouseError, prerenderSeconds } from "./site-bench.mjs"

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

describe("a Lighthouse run that Lighthouse asks to repeat", () => {
  const navstart = new Error(
    "lighthouse … exited 1:\nRuntime error encountered: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)",
  )

  it("is run again, at most three times in all, each retry said", async () => {
    const said = []
    let runs = 0
    const flaky = async () => {
      if (++runs < 3) throw navstart
      return "report"
    }
    await expect(againOnLighthouseError(flaky, (code) => said.push(code))).resolves.toBe("report")
    expect(said).toEqual(["NO_NAVSTART", "NO_NAVSTART"])

    runs = -10
    await expect(againOnLighthouseError(flaky, () => {})).rejects.toBe(navstart)
    expect(runs).toBe(-7)
  })

  it("stops at once on any other failure", async () => {
    let runs = 0
    const broken = async () => {
      runs++
      throw new Error("lighthouse exited 1: Chrome could not be found")
    }
    await expect(againOnLighthouseError(broken, () => {})).rejects.toThrow(
      "Chrome could not be found",
    )
    expect(runs).toBe(1)
  })
})

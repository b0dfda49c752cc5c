import { availableParallelism } from "node:os"
import { describe, expect, it } from "vitest"
import { prerenderConcurrency, prerenderThreads } from "./parallel-prerender.mjs"

describe("prerender threads", () => {
  it("default to one fewer than the machine's cores, at most 3", () => {
    expect(prerenderThreads({})).toBe(Math.min(3, availableParallelism() - 1))
    expect(prerenderThreads({ SITE_PRERENDER_THREADS: "" })).toBe(
      Math.min(3, availableParallelism() - 1),
    )
  })

  it("follow SITE_PRERENDER_THREADS, 0 rendering on Astro's main thread alone", () => {
    expect(prerenderThreads({ SITE_PRERENDER_THREADS: "0" })).toBe(0)
    expect(prerenderThreads({ SITE_PRERENDER_THREADS: "2" })).toBe(2)
  })

  it("refuse anything but a whole number", () => {
    for (const bad of ["-1", "1.5", "two"])
      expect(() => prerenderThreads({ SITE_PRERENDER_THREADS: bad })).toThrow(/whole number/)
  })

  it("set Astro's concurrency: two pages on the main thread, eight on each other thread", () => {
    expect(prerenderConcurrency({ SITE_PRERENDER_THREADS: "0" })).toBe(2)
    expect(prerenderConcurrency({ SITE_PRERENDER_THREADS: "1" })).toBe(10)
  })

  it("leave Astro's concurrency to the main thread's two pages with an Astro they were not written for", () => {
    expect(prerenderConcurrency({ SITE_PRERENDER_THREADS: "3" }, "99.0.0")).toBe(2)
  })
})

import { afterEach, describe, expect, it, vi } from "vitest"
import { warmUpCatalogue } from "./build-warm-up"
import { forgetShared, shared } from "./shared-memo"

const KEEP = Symbol.for("sendero.shared-memo.keep")

describe("a build's reads", () => {
  afterEach(() => {
    vi.useRealTimers()
    delete (globalThis as { [KEEP]?: boolean })[KEEP]
    forgetShared(() => true)
  })

  it("are read once for the whole build, however long it renders", async () => {
    vi.useFakeTimers()
    const load = vi.fn(async () => "offers")
    const readTwice = async () => {
      await shared("offers-test", load)
      vi.setSystemTime(Date.now() + 30 * 60_000)
      await shared("offers-test", load)
    }
    // The on-demand server reads again after five minutes…
    await readTwice()
    expect(load).toHaveBeenCalledTimes(2)
    forgetShared(() => true)
    load.mockClear()
    // …a build (whose warm-up starts in astro.config.mjs) does not.
    warmUpCatalogue({})
    await readTwice()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

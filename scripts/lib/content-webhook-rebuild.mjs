import { vi } from "vitest"

/** A rebuild the test finishes by hand, counting calls and how many ran at once. */
export function controllableRebuild() {
  const calls = []
  let active = 0
  let maxActive = 0
  const rebuild = vi.fn(async (change) => {
    active += 1
    maxActive = Math.max(maxActive, active)
    let finish
    const done = new Promise((resolve, reject) => (finish = { resolve, reject }))
    calls.push({ change, finish })
    try {
      await done
    } finally {
      active -= 1
    }
  })
  return { rebuild, calls, maxActive: () => maxActive }
}

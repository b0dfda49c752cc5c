import { spawn } from "node:child_process"
import { once } from "node:events"
import { describe, expect, it } from "vitest"
import { rssMb, samplePeakRss, treeRssMb } from "./process-memory.mjs"

/** A child process that holds `mb` MB of touched memory until killed; resolves once it holds it. */
async function holder(mb) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `globalThis.b = Buffer.alloc(${mb} * 1024 * 1024, 1); console.log("held"); setInterval(() => {}, 1000)`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  )
  await once(child.stdout, "data")
  return child
}

describe("process tree memory", () => {
  it("counts the children of a process with it (a build's own processes)", async () => {
    const child = await holder(200)
    try {
      const own = rssMb(process.pid)
      const tree = treeRssMb(process.pid)
      expect(rssMb(child.pid)).toBeGreaterThanOrEqual(200)
      expect(tree).toBeGreaterThanOrEqual(own + 200)
    } finally {
      child.kill()
    }
  })

  it("keeps the peak, not the last sample", async () => {
    const sampler = samplePeakRss(process.pid, 50)
    const child = await holder(150)
    await new Promise((resolve) => setTimeout(resolve, 200))
    child.kill()
    await once(child, "exit")
    await new Promise((resolve) => setTimeout(resolve, 200))
    const peak = sampler.stop()
    expect(peak).toBeGreaterThanOrEqual(rssMb(process.pid) + 150)
  })

  it("is NaN for a process that is gone", () => {
    expect(treeRssMb(2 ** 22 + 1)).toBeNaN()
  })
})

import { describe, expect, it } from "vitest"
import { Semaphore } from "./semaphore"

const tick = () => new Promise((r) => setTimeout(r, 5))

describe("a semaphore", () => {
  it("runs at most its size at once, every job in the end, in arrival order", async () => {
    const semaphore = new Semaphore(3)
    let open = 0
    let most = 0
    const started: number[] = []
    const done = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        semaphore.run(async () => {
          started.push(i)
          most = Math.max(most, ++open)
          await tick()
          open--
          return i
        }),
      ),
    )
    expect(done).toEqual(Array.from({ length: 20 }, (_, i) => i))
    expect(most).toBe(3)
    expect(started).toEqual(done)
  })

  it("a nested run goes straight in, and a failing job frees its place", async () => {
    const semaphore = new Semaphore(1)
    const nested = semaphore.run(() => semaphore.run(async () => "both"))
    expect(
      await Promise.race([nested, new Promise((r) => setTimeout(() => r("stuck"), 1000))]),
    ).toBe("both")
    await expect(semaphore.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    )
    await expect(semaphore.run(async () => "next")).resolves.toBe("next")
  })

  it("another semaphore's job does not count as inside this one", async () => {
    const outer = new Semaphore(1)
    const inner = new Semaphore(1)
    let open = 0
    let most = 0
    const job = () =>
      inner.run(async () => {
        most = Math.max(most, ++open)
        await tick()
        open--
      })
    await Promise.all([outer.run(job), job(), job()])
    expect(most).toBe(1)
  })
})

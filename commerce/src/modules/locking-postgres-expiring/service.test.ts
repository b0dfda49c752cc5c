import { describe, expect, it } from "vitest"
import { ExpiringPostgresLockProvider } from "./service"

/**
 * A knex stand-in that counts transactions open at once (each would hold one
 * of the pool's connections for as long as its job runs).
 */
function countingKnex(poolMax: number) {
  const stats = { open: 0, most: 0 }
  const pg = {
    client: { config: { pool: { max: poolMax } } },
    async transaction<T>(run: (trx: { raw: () => Promise<void> }) => Promise<T>) {
      stats.open++
      stats.most = Math.max(stats.most, stats.open)
      try {
        return await run({ raw: async () => undefined })
      } finally {
        stats.open--
      }
    },
  }
  return { stats, provider: new ExpiringPostgresLockProvider({ __pg_connection__: pg }) }
}

const tick = () => new Promise((r) => setTimeout(r, 5))

describe("locking execute", () => {
  it("holds at most half the pool's connections in locks however many callers come at once, and runs them all", async () => {
    const { stats, provider } = countingKnex(10)
    const done = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        provider.execute(`cart-${i}`, async () => (await tick(), i)),
      ),
    )
    expect(done).toEqual(Array.from({ length: 40 }, (_, i) => i))
    expect(stats.most).toBe(5)
    expect(stats.open).toBe(0)
  })

  it("a lock taken inside a locked job does not wait for a turn (it would wait for itself)", async () => {
    const { provider } = countingKnex(2)
    const nested = provider.execute("outer", () => provider.execute("inner", async () => "both"))
    const outcome = await Promise.race([
      nested,
      new Promise((r) => setTimeout(() => r("stuck"), 1000)),
    ])
    expect(outcome).toBe("both")
  })

  it("a failing job frees its turn", async () => {
    const { provider } = countingKnex(2)
    await expect(
      provider.execute("a", async () => Promise.reject(new Error("boom"))),
    ).rejects.toThrow("boom")
    await expect(provider.execute("b", async () => "next")).resolves.toBe("next")
  })
})

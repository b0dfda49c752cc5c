import { describe, expect, it } from "vitest"
import { parseEnv } from "./env"
import { infrastructureModules } from "./infrastructure-modules"

const base = {
  DATABASE_URL: "postgres://sendero:secret@localhost:5432/sendero",
  JWT_SECRET: "a-secret-of-sixteen-chars",
  COOKIE_SECRET: "a-secret-of-sixteen-chars",
}

const resolved = (modules: ReturnType<typeof infrastructureModules>) =>
  modules.map((m) => m.resolve)
const lockingProviders = (modules: ReturnType<typeof infrastructureModules>) =>
  (modules.find((m) => m.resolve === "@medusajs/medusa/locking")?.options?.providers ?? []) as {
    resolve: string
    options?: Record<string, unknown>
  }[]

describe("infrastructure modules", () => {
  it("keep the in-memory defaults without REDIS_URL, with locking on PostgreSQL", () => {
    const modules = infrastructureModules({})
    expect(resolved(modules)).toEqual(["@medusajs/medusa/locking"])
    expect(lockingProviders(modules).map((p) => p.resolve)).toEqual([
      "@medusajs/medusa/locking-postgres",
      "./src/modules/locking-postgres-expiring",
    ])
  })

  it("move the event bus, cache, workflow engine and locking to Redis with REDIS_URL", () => {
    const redisUrl = "redis://127.0.0.1:6391"
    const modules = infrastructureModules({ REDIS_URL: redisUrl })
    expect(resolved(modules)).toEqual([
      "@medusajs/medusa/event-bus-redis",
      "@medusajs/medusa/cache-redis",
      "@medusajs/medusa/workflow-engine-redis",
      "@medusajs/medusa/locking",
    ])
    const engine = modules.find((m) => m.resolve.endsWith("workflow-engine-redis"))
    // The current option, not the deprecated `redis.url`.
    expect(engine?.options).toEqual({ redis: { redisUrl } })
    expect(lockingProviders(modules)).toEqual([
      expect.objectContaining({ resolve: "@medusajs/medusa/locking-redis", options: { redisUrl } }),
    ])
  })
})

describe("MEDUSA_WORKER_MODE", () => {
  it("defaults to shared", () => {
    expect(parseEnv({ ...base }).MEDUSA_WORKER_MODE).toBe("shared")
  })

  it("accepts server and worker", () => {
    expect(
      parseEnv({ ...base, MEDUSA_WORKER_MODE: "worker", REDIS_URL: "redis://localhost:6391" })
        .MEDUSA_WORKER_MODE,
    ).toBe("worker")
    expect(parseEnv({ ...base, MEDUSA_WORKER_MODE: "server" }).MEDUSA_WORKER_MODE).toBe("server")
  })

  it("rejects an unknown mode", () => {
    expect(() => parseEnv({ ...base, MEDUSA_WORKER_MODE: "both" })).toThrow(/MEDUSA_WORKER_MODE/)
  })
})

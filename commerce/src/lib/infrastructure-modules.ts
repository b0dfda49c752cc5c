import type { Env } from "./env"

/** A module entry of `defineConfig({ modules })`. */
type ModuleEntry = { resolve: string; options?: Record<string, unknown> }

/**
 * Medusa's infrastructure modules for these settings. With `REDIS_URL` the
 * event bus, cache, workflow engine and locking use the official Redis
 * modules, so several server processes and a worker share events, workflow
 * state and locks. Without it the event bus, cache and workflow engine stay
 * Medusa's in-memory defaults, and locking uses PostgreSQL: an in-memory lock
 * means nothing to a second process on the same database.
 */
export function infrastructureModules(env: Pick<Env, "REDIS_URL">): ModuleEntry[] {
  const redisUrl = env.REDIS_URL
  const locking: ModuleEntry = {
    resolve: "@medusajs/medusa/locking",
    options: {
      providers: redisUrl
        ? [
            {
              resolve: "@medusajs/medusa/locking-redis",
              id: "locking-redis",
              is_default: true,
              options: { redisUrl },
            },
          ]
        : [
            // Creates the `locking` table; ours (below) does the locking, atomically
            // and reclaiming the locks of a process killed while it held them.
            { resolve: "@medusajs/medusa/locking-postgres", id: "locking-postgres" },
            {
              resolve: "./src/modules/locking-postgres-expiring",
              id: "locking-sendero",
              is_default: true,
            },
          ],
    },
  }
  if (!redisUrl) return [locking]
  return [
    { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } },
    { resolve: "@medusajs/medusa/cache-redis", options: { redisUrl } },
    // `redis.redisUrl`: the module's current option (`redis.url` is deprecated).
    { resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
    locking,
  ]
}

import type { ILockingProvider } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { Semaphore } from "./semaphore"

type Owner = { ownerId?: string | null }
type AcquireArgs = Owner & { expire?: number }

/**
 * Locks in PostgreSQL, safe across processes, in the `locking` table of
 * Medusa's own PostgreSQL provider (registered beside this one, which creates
 * the table). Medusa's `acquire` reads the row, then inserts it, and treats a
 * primary-key clash between two owner-less callers as success, and it never
 * takes over an expired row: two processes completing one cart at the same
 * instant could both "hold" its lock, and a process killed while holding one
 * would block that cart for ever. Here taking a key is one statement: the row
 * is inserted, or taken over only when its time is up or it already belongs
 * to the same owner; otherwise the caller is refused (and retries).
 */
export class ExpiringPostgresLockProvider implements ILockingProvider {
  static identifier = "locking-postgres-expiring"
  protected readonly pg: Knex

  protected readonly semaphore: Semaphore

  constructor(container: Record<string, unknown>) {
    this.pg = container[ContainerRegistrationKeys.PG_CONNECTION] as Knex
    const poolMax =
      Number((this.pg.client as { config?: { pool?: { max?: number } } }).config?.pool?.max) || 10
    this.semaphore = new Semaphore(Math.max(1, Math.floor(poolMax / 2)))
  }

  /**
   * Runs `job` holding transaction-scoped advisory locks on `keys` (as Medusa's provider does).
   * The lock's transaction keeps a connection of the pool the job itself needs:
   * with as many jobs at once as the pool has connections (a burst of webhooks
   * and return pages), every connection would wait for a job that waits for a
   * connection, until the pool's timeout failed them all. So at most half the
   * pool holds locks at a time; other callers wait in memory (a nested call is
   * already counted and goes straight in).
   */
  async execute<T>(
    keys: string | string[],
    job: () => Promise<T>,
    args?: { timeout?: number },
  ): Promise<T> {
    const timeoutMs = Math.max(args?.timeout ?? 5, 1) * 1000
    return this.semaphore.run(() =>
      this.pg.transaction(async (trx) => {
        await trx.raw(`SET LOCAL lock_timeout = ${Math.round(timeoutMs)}`)
        for (const key of Array.isArray(keys) ? keys : [keys]) {
          await trx.raw(`SELECT pg_advisory_xact_lock(hashtext(?))`, [key])
        }
        return job()
      }),
    )
  }

  async acquire(keys: string | string[], args: AcquireArgs = {}): Promise<void> {
    const ttl = args.expire && args.expire > 0 ? Math.ceil(Number(args.expire)) : null
    for (const key of Array.isArray(keys) ? keys : [keys]) {
      const { rows } = await this.pg.raw(
        `INSERT INTO locking (id, owner_id, expiration)
         VALUES (?, ?, CASE WHEN ?::int IS NULL THEN NULL ELSE now() + make_interval(secs => ?::int) END)
         ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, expiration = EXCLUDED.expiration
          WHERE (locking.expiration IS NOT NULL AND locking.expiration <= now())
             OR (locking.owner_id IS NOT NULL AND locking.owner_id = EXCLUDED.owner_id)
         RETURNING id`,
        [key, args.ownerId ?? null, ttl, ttl],
      )
      if (rows.length === 0) throw new Error(`Failed to acquire lock for key "${key}"`)
    }
  }

  /** Frees keys held by this owner (or owner-less ones); true when all were held and not expired. */
  async release(keys: string | string[], args: Owner = {}): Promise<boolean> {
    const list = Array.isArray(keys) ? keys : [keys]
    const { rows } = await this.pg.raw(
      `DELETE FROM locking WHERE id = ANY(?) AND owner_id IS NOT DISTINCT FROM ?
       RETURNING id, expiration IS NULL OR expiration > now() AS live`,
      [list, args.ownerId ?? null],
    )
    return rows.length === list.length && rows.every((r: { live: boolean }) => r.live)
  }

  async releaseAll(args: Owner = {}): Promise<void> {
    if (args.ownerId === undefined || args.ownerId === null)
      await this.pg.raw(`DELETE FROM locking`)
    else await this.pg.raw(`DELETE FROM locking WHERE owner_id = ?`, [args.ownerId])
  }
}

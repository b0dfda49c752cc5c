import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { randomUUID } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import { endSettlement, startSettlement } from "../../../lib/settlement-semaphore"
import { COMPLETION_LOCK } from "../../complete-booking-cart"

/**
 * How long a settlement waits for its cart's (or order's) lock, and how long
 * the lock outlives a dead holder: the completion's TTL (seconds), so a
 * server killed mid-settlement leaves both its locks for the same time.
 */
export const SETTLEMENT_LOCK = { timeout: 60, ttl: COMPLETION_LOCK.ttl, retry_ms: 300 }

export type SettlementLock = { key: string; token: string }

/**
 * Takes a turn of the process's settlement semaphore (lib/settlement-semaphore: a few
 * settlements at a time, the others wait their turn in memory), then the
 * settlement's lock (`card-payment:<cart or order id>`, the locking module's
 * lock, across processes), waiting for it up to a minute. Unlike Medusa's
 * `acquireLockStep` it also runs when the settlement is a nested workflow
 * (the Stripe event's). Compensation gives both back.
 */
export const acquireSettlementLockStep = createStep(
  "acquire-settlement-lock",
  async (input: { key: string }, { container }) => {
    const locking = container.resolve(Modules.LOCKING)
    const lock: SettlementLock = { key: input.key, token: randomUUID() }
    await startSettlement(lock.token)
    const until = Date.now() + SETTLEMENT_LOCK.timeout * 1000
    try {
      for (;;) {
        try {
          await locking.acquire(lock.key, { expire: SETTLEMENT_LOCK.ttl, ownerId: lock.token })
          break
        } catch (error) {
          if (Date.now() >= until) throw error
        }
        await sleep(SETTLEMENT_LOCK.retry_ms)
      }
    } catch (error) {
      endSettlement(lock.token)
      throw error
    }
    return new StepResponse(lock, lock)
  },
  async (lock, { container }) => {
    if (!lock) return
    await releaseSettlementLock(container.resolve(Modules.LOCKING), lock)
  },
)

/** Frees the lock (its own only: the token is its owner) and the turn, once. */
export async function releaseSettlementLock(
  locking: { release: (keys: string, args?: { ownerId?: string }) => Promise<boolean> },
  lock: SettlementLock,
) {
  try {
    await locking.release(lock.key, { ownerId: lock.token })
  } finally {
    endSettlement(lock.token)
  }
}

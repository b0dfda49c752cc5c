import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { randomUUID } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import { BookingError } from "../../lib/booking-error"
import type { MessageCode } from "../../lib/i18n/messages"
import { busyCode, lockBusy } from "../../lib/lock-busy"

/**
 * A lock a workflow takes: its key (see `workflows/locks.ts`), how long it
 * waits for it (seconds; 0: one try) and how long the lock outlives a dead
 * holder (seconds). `busy` is the 409 answered when the wait ends (by
 * default the one of what the key locks: a cart's, an order's...).
 */
export type LockInput = { key: string; timeout: number; ttl: number; busy?: MessageCode }

/**
 * What a taken lock gives its release: the key, its owner (the run), this
 * taking's own id, and whether the run held it already. Pass it to the
 * release as it is (the step's output): its key is not named `key`, so
 * Medusa's input resolution cannot lose it (see `acquireLockStep`).
 */
export type HeldLock = { lock_key: string; owner: string; grant: string; reentered: boolean }

const RETRY_MS = 100

/**
 * The locks this process holds, by key: the run that holds each and the
 * taking that got it. A nested workflow of the holder's run goes straight in
 * and gives nothing back; the lock goes back with the taking that got it
 * (its release or its compensation, whichever comes first), so a nested
 * workflow that ends without giving its taking back cannot keep it.
 */
const held = new Map<string, { owner: string; grant: string }>()

/**
 * Takes a lock, waiting up to `timeout` seconds, then answers 409 (`busy`,
 * or the code of what the key locks). A failure of the lock store itself
 * (the database away) is not a busy lock: it is thrown as it is, at once
 * (the API answers 503 with a retry hint). Our replacement for Medusa's
 * `acquireLockStep`, which holds nothing in two cases we met (docs/booking.md,
 * "Locks"): run in a nested workflow it steps aside (unless told
 * `executeOnSubWorkflow`), and given no key it returns at once; a key built
 * by a `transform` and passed inside another object reaches it as nothing,
 * because Medusa's input resolution mistakes any value with a `key` field
 * for its own `{ key, value }` pair. This step always runs, refuses a
 * missing key, and is re-entrant for its run (`runId` is shared by nested
 * workflows): a nested workflow taking its parent's lock goes on, anyone
 * else waits. Compensation gives it back.
 */
export const acquireLockStep = createStep(
  "sendero-acquire-lock",
  async (input: LockInput, { container, runId }) => {
    if (!input || typeof input.key !== "string" || !input.key)
      throw new Error(`sendero-acquire-lock: no key in ${JSON.stringify(input ?? null)}`)
    const owner = runId || randomUUID()
    const mine = held.get(input.key)
    if (mine?.owner === owner) {
      const lock: HeldLock = { lock_key: input.key, owner, grant: mine.grant, reentered: true }
      return new StepResponse(lock, lock)
    }
    const locking = container.resolve(Modules.LOCKING)
    const until = Date.now() + Math.max(0, input.timeout) * 1000
    for (;;) {
      try {
        await locking.acquire(input.key, { expire: input.ttl, ownerId: owner })
        break
      } catch (error) {
        if (!lockBusy(error)) throw error
        if (Date.now() >= until)
          throw new BookingError(MedusaError.Types.CONFLICT, input.busy ?? busyCode(input.key))
      }
      await sleep(RETRY_MS)
    }
    const lock: HeldLock = { lock_key: input.key, owner, grant: randomUUID(), reentered: false }
    held.set(input.key, { owner, grant: lock.grant })
    return new StepResponse(lock, lock)
  },
  async (lock, { container }) => {
    if (lock) await giveBack(container.resolve(Modules.LOCKING), lock)
  },
)

/** Gives a lock back: its own holder's only, and only by the taking that got it (not a nested workflow's). */
export const releaseLockStep = createStep(
  "sendero-release-lock",
  async (lock: HeldLock, { container }) => {
    if (!lock?.lock_key || !lock.grant)
      throw new Error(`sendero-release-lock: no lock in ${JSON.stringify(lock ?? null)}`)
    await giveBack(container.resolve(Modules.LOCKING), lock)
    return new StepResponse(true)
  },
)

async function giveBack(
  locking: { release: (key: string, args?: { ownerId?: string }) => Promise<boolean> },
  lock: HeldLock,
) {
  if (lock.reentered) return
  const mine = held.get(lock.lock_key)
  // Taken again since by the same run (this is an earlier taking's late compensation): not this one's to give.
  if (mine?.owner === lock.owner && mine.grant !== lock.grant) return
  if (mine?.owner === lock.owner) held.delete(lock.lock_key)
  // Not held here (given back already, or this process restarted): frees it only if still this run's.
  await locking.release(lock.lock_key, { ownerId: lock.owner })
}

import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { setTimeout as sleep } from "node:timers/promises"

export type CartLock = { key: string; ownerId: string; timeout: number; ttl: number }

const RETRY_MS = 100

/**
 * Takes a cart's lock (the key its completion and its payment-method changes
 * take) for the settlement that owns it, waiting up to `timeout` seconds.
 * Unlike Medusa's `acquireLockStep` it never steps aside in a nested workflow:
 * the settlement runs nested in the Stripe event's workflow, and a skipped
 * lock let a pay-later session replace the card one halfway through the
 * card's completion (found by the money model). Compensation gives it back.
 */
export const acquireCartLockStep = createStep(
  "acquire-cart-lock",
  async (input: CartLock, { container }) => {
    if (!input.key || !input.ownerId)
      throw new Error(`acquire-cart-lock: no key or owner in ${JSON.stringify(input)}`)
    const locking = container.resolve(Modules.LOCKING)
    const until = Date.now() + input.timeout * 1000
    for (;;) {
      try {
        await locking.acquire(input.key, { expire: input.ttl, ownerId: input.ownerId })
        break
      } catch (error) {
        if (Date.now() >= until) throw error
      }
      await sleep(RETRY_MS)
    }
    return new StepResponse(input, input)
  },
  async (lock, { container }) => {
    if (!lock) return
    await container.resolve(Modules.LOCKING).release(lock.key, { ownerId: lock.ownerId })
  },
)

/** Gives a cart's lock back, its owner's only. */
export const releaseCartLockStep = createStep(
  "release-cart-lock",
  async (lock: Pick<CartLock, "key" | "ownerId">, { container }) => {
    await container.resolve(Modules.LOCKING).release(lock.key, { ownerId: lock.ownerId })
    return new StepResponse(true)
  },
)

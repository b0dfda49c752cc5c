import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { orderLock } from "../order-lock"

/**
 * Takes the order's lock (the key every lifecycle transition and a payment
 * link's settlement take) without waiting: a change while another change,
 * cancellation or settlement of the same order runs is a 409 `change.busy`,
 * so two changes at once never both apply. Compensation gives it back.
 */
export const tryOrderLockStep = createStep(
  "change-booking-try-order-lock",
  async (input: { order_id: string }, { container }) => {
    const { key, ttl } = orderLock(input.order_id)
    try {
      await container.resolve(Modules.LOCKING).acquire(key, { expire: ttl })
    } catch {
      throw new BookingError(MedusaError.Types.CONFLICT, "change.busy")
    }
    return new StepResponse({ key }, { key })
  },
  async (taken, { container }) => {
    if (taken) await container.resolve(Modules.LOCKING).release(taken.key)
  },
)

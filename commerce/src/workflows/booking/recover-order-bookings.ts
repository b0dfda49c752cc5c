import { Modules } from "@medusajs/framework/utils"
import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  cancelOrderWorkflow,
  createRemoteLinkStep,
  emitEventStep,
} from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { BOOKING_MODULE } from "../../modules/booking"
import { COMPLETION_LOCK, orderLock } from "../locks"
import { releaseHoldsStep } from "../steps/release-holds"
import { adoptCartOrderStep } from "./steps/adopt-cart-order"
import { recoverOrderHoldsStep } from "./steps/recover-order-holds"

export type RecoverOrderBookingsInput = { order_id: string; cart_id: string }

/**
 * Finishes, or undoes, a completion that died between the order and its
 * bookings. Under the cart's lock (the completion's own key, so a retried
 * completion and this never run at once; a lock left by a killed process is
 * free again after its TTL) the order's holds become its bookings and the
 * `order.placed` event the dead completion never emitted goes out (the
 * traveller's e-mail), or, when the holds lapsed, the order is cancelled
 * (under the order's lock as well: Medusa's cancellation refunds what was
 * captured) and the cart's remaining holds released. An order the crash left without its
 * cart link is linked to its cart first, whatever becomes of it. Running it
 * again changes nothing.
 */
export const recoverOrderBookingsWorkflow = createWorkflow(
  "recover-order-bookings",
  (input: RecoverOrderBookingsInput) => {
    // A short wait: a cart whose lock is busy is left for the next run.
    const lockHeld = acquireLockStep({ key: input.cart_id, timeout: 2, ttl: COMPLETION_LOCK.ttl })
    adoptCartOrderStep(input)
    const recovery = recoverOrderHoldsStep(input)
    when(
      "recovered-bookings",
      { recovery },
      ({ recovery }) => recovery.outcome === "converted",
    ).then(() => {
      createRemoteLinkStep(
        transform({ recovery, input }, ({ recovery, input }) =>
          recovery.bookings.map((b) => ({
            [Modules.ORDER]: { order_id: input.order_id },
            [BOOKING_MODULE]: { booking_id: b.id },
          })),
        ),
      )
      emitEventStep({ eventName: "order.placed", data: { id: input.order_id } })
    })
    when(
      "cancel-unbooked-order",
      { recovery },
      ({ recovery }) => recovery.outcome === "cancel",
    ).then(() => {
      // Medusa's cancellation refunds what was captured: a money write, under the order's lock too.
      const orderHeld = acquireLockStep(
        transform({ input }, ({ input }) => orderLock(input.order_id)),
      ).config({ name: "recover-lock-order" })
      cancelOrderWorkflow.runAsStep({ input: { order_id: input.order_id } })
      releaseHoldsStep(transform({ recovery }, ({ recovery }) => recovery.release))
      releaseLockStep(orderHeld).config({ name: "recover-unlock-order" })
    })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(
      transform({ recovery, input }, ({ recovery, input }) => ({
        order_id: input.order_id,
        outcome: recovery.outcome,
        bookings: recovery.bookings.length,
      })),
    )
  },
)

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findUnbookedOrders } from "../../../lib/core-sql/orders"

/**
 * An order younger than this may still be converting its holds in the
 * process that placed it; older than this without a booking, that process
 * died (kill -9, an OOM, a deploy) between the order and the conversion
 * (SENDERO_UNBOOKED_GRACE_SECONDS, default 30).
 */
const graceSeconds = () => Number(process.env.SENDERO_UNBOOKED_GRACE_SECONDS || 30)
/** Holds never outlive a day: older orders were decided long ago. */
const LOOKBACK_HOURS = 48

export type UnbookedOrder = { order_id: string; cart_id: string }

/**
 * Live orders of a cart that held seats but that have no booking at all (not
 * even a cancelled one): what a crash in the middle of a completion leaves
 * behind, whatever the payment (pay later or card). That includes orders the
 * crash left before their cart link was written: their cart is the one of
 * the holds their lines carry.
 */
export const findUnbookedOrdersStep = createStep(
  "find-unbooked-orders",
  async (_: void, { container }) => {
    const rows: UnbookedOrder[] = await findUnbookedOrders(container, {
      graceSeconds: graceSeconds(),
      lookbackHours: LOOKBACK_HOURS,
    })
    return new StepResponse(rows)
  },
)

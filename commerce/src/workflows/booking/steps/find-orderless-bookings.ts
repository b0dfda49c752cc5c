import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findOrderlessBookings } from "../../../lib/core-sql/orders"

export type OrderlessBookings = { order_id: string; cart_id: string }

/** As the unbooked orders' grace: a completion still undoing itself is left alone this long. */
const graceSeconds = () => Number(process.env.SENDERO_UNBOOKED_GRACE_SECONDS || 30)
/** A completion's undo happens within the minute: older bookings were decided long ago. */
const LOOKBACK_HOURS = 48

/**
 * Confirmed bookings whose order is gone: a completion that failed after the
 * conversion (PostgreSQL restarting under it, say) undoes its steps in
 * reverse, and when the undo of the conversion fails but the order's is
 * applied, the seats stay booked for an order that no longer exists. One row
 * per such order, with its cart.
 */
export const findOrderlessBookingsStep = createStep(
  "find-orderless-bookings",
  async (_: void, { container }) => {
    const rows: OrderlessBookings[] = await findOrderlessBookings(container, {
      graceSeconds: graceSeconds(),
      lookbackHours: LOOKBACK_HOURS,
    })
    return new StepResponse(rows)
  },
)

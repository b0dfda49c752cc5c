import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

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
    const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex
    const { rows } = await pg.raw(
      `SELECT b.order_id, min(b.cart_id) AS cart_id
       FROM booking b
      WHERE b.status = 'confirmed' AND b.deleted_at IS NULL
        AND b.created_at < now() - make_interval(secs => ?)
        AND b.created_at > now() - make_interval(hours => ?)
        AND NOT EXISTS (SELECT 1 FROM "order" o WHERE o.id = b.order_id AND o.deleted_at IS NULL)
      GROUP BY b.order_id
      LIMIT 100`,
      [graceSeconds(), LOOKBACK_HOURS],
    )
    return new StepResponse(rows as OrderlessBookings[])
  },
)

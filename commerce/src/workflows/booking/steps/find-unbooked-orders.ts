import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

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
    const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex
    const { rows } = await pg.raw(
      `WITH recent AS (
       SELECT o.id, o.created_at FROM "order" o
        WHERE o.deleted_at IS NULL AND o.status <> 'canceled'
          AND o.created_at < now() - make_interval(secs => ?)
          AND o.created_at > now() - make_interval(hours => ?)
          AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.order_id = o.id)),
     linked AS (
       SELECT r.id AS order_id, oc.cart_id, r.created_at FROM recent r
         JOIN order_cart oc ON oc.order_id = r.id AND oc.deleted_at IS NULL
        WHERE EXISTS (SELECT 1 FROM hold h WHERE h.cart_id = oc.cart_id AND h.deleted_at IS NULL)),
     unlinked AS (
       SELECT DISTINCT ON (r.id) r.id AS order_id, h.cart_id, r.created_at FROM recent r
         JOIN order_item oi ON oi.order_id = r.id AND oi.deleted_at IS NULL
         JOIN order_line_item li ON li.id = oi.item_id AND li.deleted_at IS NULL
         JOIN hold h ON h.id = li.metadata->>'hold_id'
        WHERE NOT EXISTS (SELECT 1 FROM order_cart oc WHERE oc.order_id = r.id AND oc.deleted_at IS NULL)
        ORDER BY r.id)
     SELECT order_id, cart_id FROM (SELECT * FROM linked UNION ALL SELECT * FROM unlinked) u
      ORDER BY created_at
      LIMIT 100`,
      [graceSeconds(), LOOKBACK_HOURS],
    )
    return new StepResponse(rows as UnbookedOrder[])
  },
)

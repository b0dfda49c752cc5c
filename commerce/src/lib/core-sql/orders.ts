import type { MedusaContainer } from "@medusajs/framework/types"
import { pgOf } from "./pg"

/**
 * Live orders without a cart link whose lines carry holds of this cart (`metadata.hold_id`,
 * indexed by the booking module's migration), oldest first: what a completion killed between
 * Medusa's order step and its cart link leaves behind (see lib/orphan-orders.ts).
 */
export async function findUnlinkedCartOrders(
  container: MedusaContainer,
  cartId: string,
): Promise<string[]> {
  const { rows } = await pgOf(container).raw(
    `SELECT DISTINCT oi.order_id, o.created_at
       FROM hold h
       JOIN order_line_item li ON li.metadata->>'hold_id' = h.id AND li.deleted_at IS NULL
       JOIN order_item oi ON oi.item_id = li.id AND oi.deleted_at IS NULL
       JOIN "order" o ON o.id = oi.order_id AND o.deleted_at IS NULL
      WHERE h.cart_id = ?
        AND NOT EXISTS (SELECT 1 FROM order_cart oc WHERE oc.order_id = o.id AND oc.deleted_at IS NULL)
      ORDER BY o.created_at`,
    [cartId],
  )
  return (rows as { order_id: string }[]).map((r) => r.order_id)
}

/** Whether a live (not deleted) order has this id. */
export async function liveOrderExists(container: MedusaContainer, orderId: string) {
  const { rows } = await pgOf(container).raw(
    `SELECT 1 FROM "order" WHERE id = ? AND deleted_at IS NULL`,
    [orderId],
  )
  return rows.length > 0
}

/** How far back the crash sweeps look, and how long they leave a completion under way alone. */
export type SweepWindow = { graceSeconds: number; lookbackHours: number }

/**
 * Confirmed bookings whose order is gone, one row per such order with its cart, at most 100:
 * seats a failed completion's undo left booked for an order that no longer exists.
 */
export async function findOrderlessBookings(
  container: MedusaContainer,
  window: SweepWindow,
): Promise<{ order_id: string; cart_id: string }[]> {
  const { rows } = await pgOf(container).raw(
    `SELECT b.order_id, min(b.cart_id) AS cart_id
       FROM booking b
      WHERE b.status = 'confirmed' AND b.deleted_at IS NULL
        AND b.created_at < now() - make_interval(secs => ?)
        AND b.created_at > now() - make_interval(hours => ?)
        AND NOT EXISTS (SELECT 1 FROM "order" o WHERE o.id = b.order_id AND o.deleted_at IS NULL)
      GROUP BY b.order_id
      LIMIT 100`,
    [window.graceSeconds, window.lookbackHours],
  )
  return rows
}

/**
 * Live, not cancelled orders of a cart that held seats but have no booking at all, with their
 * cart (by the order-cart link, or for an order a crash left unlinked, the cart of the holds its
 * lines carry), oldest first, at most 100.
 */
export async function findUnbookedOrders(
  container: MedusaContainer,
  window: SweepWindow,
): Promise<{ order_id: string; cart_id: string }[]> {
  const { rows } = await pgOf(container).raw(
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
    [window.graceSeconds, window.lookbackHours],
  )
  return rows
}

/**
 * How many live (not cancelled) orders of this e-mail used each code, by the codes of their
 * lines' adjustments (upper-cased; `codes` are given normalised).
 */
export async function promoCodeUsesByEmail(
  container: MedusaContainer,
  email: string,
  codes: string[],
): Promise<{ code: string; uses: number }[]> {
  const { rows } = await pgOf(container).raw(
    `SELECT upper(a.code) AS code, count(DISTINCT o.id)::int AS uses
       FROM "order" o
       JOIN order_item oi ON oi.order_id = o.id AND oi.deleted_at IS NULL
       JOIN order_line_item_adjustment a ON a.item_id = oi.item_id AND a.deleted_at IS NULL
      WHERE lower(o.email) = lower(?) AND o.canceled_at IS NULL AND o.deleted_at IS NULL
        AND upper(a.code) = ANY(?)
      GROUP BY upper(a.code)`,
    [email, codes],
  )
  return rows
}

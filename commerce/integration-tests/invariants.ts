/**
 * The booking promise, checked at the order level straight in the database
 * after a suite has done its worst:
 * - per slot, tickets of confirmed bookings in live orders = seats booked =
 *   sum of confirmed bookings, and held = sum of live holds (held + booked <=
 *   capacity is a CHECK constraint of the table);
 * - every ticket in an order belongs to a booking of that order with as many
 *   seats (a cancelled booking keeps its lines and gives its seats back);
 * - no confirmed booking in a cancelled order;
 * - every order has exactly one cart, every cart at most one order, and every
 *   completed cart exactly one.
 * Returns nothing when all hold; throws one readable line per broken rule.
 */
export type Sql = (text: string) => Promise<Record<string, unknown>[]>

const CHECKS: { rule: string; sql: string }[] = [
  {
    rule: "slot.held equals the seats of its live holds",
    sql: `SELECT s.id, s.held, coalesce(h.seats, 0) AS live
            FROM slot s
            LEFT JOIN (SELECT slot_id, sum(seats)::int AS seats FROM hold
                        WHERE status = 'active' AND deleted_at IS NULL GROUP BY slot_id) h ON h.slot_id = s.id
           WHERE s.deleted_at IS NULL AND s.held <> coalesce(h.seats, 0)`,
  },
  {
    rule: "slot.booked equals the seats of its confirmed bookings",
    sql: `SELECT s.id, s.booked, coalesce(b.seats, 0) AS sold
            FROM slot s
            LEFT JOIN (SELECT slot_id, sum(seats)::int AS seats FROM booking
                        WHERE status = 'confirmed' AND deleted_at IS NULL GROUP BY slot_id) b ON b.slot_id = s.id
           WHERE s.deleted_at IS NULL AND s.booked <> coalesce(b.seats, 0)`,
  },
  {
    rule: "held + booked stays within capacity",
    sql: `SELECT id, capacity, held, booked FROM slot WHERE held + booked > capacity OR held < 0 OR booked < 0`,
  },
  {
    rule: "tickets of confirmed bookings in live orders equal the seats booked, per slot",
    sql: `WITH tickets AS (
            SELECT b.slot_id, sum(oi.quantity)::int AS tickets
              FROM order_line_item li
              JOIN order_item oi ON oi.item_id = li.id AND oi.deleted_at IS NULL
              JOIN "order" o ON o.id = oi.order_id AND oi.version = o.version
                            AND o.deleted_at IS NULL AND o.status <> 'canceled'
              JOIN booking b ON b.hold_id = li.metadata->>'hold_id' AND b.order_id = o.id
                            AND b.status = 'confirmed' AND b.deleted_at IS NULL
             WHERE li.deleted_at IS NULL
               AND (li.metadata->>'band' IS NOT NULL OR li.metadata->>'unit' = 'item')
             GROUP BY 1)
          SELECT s.id AS slot_id, coalesce(t.tickets, 0) AS tickets, s.booked
            FROM slot s LEFT JOIN tickets t ON t.slot_id = s.id
           WHERE s.deleted_at IS NULL AND coalesce(t.tickets, 0) <> s.booked`,
  },
  {
    rule: "every ticket in a live order belongs to a booking of that order with as many seats",
    sql: `WITH tickets AS (
            SELECT oi.order_id, li.metadata->>'hold_id' AS hold_id, sum(oi.quantity)::int AS tickets
              FROM order_line_item li
              JOIN order_item oi ON oi.item_id = li.id AND oi.deleted_at IS NULL
              JOIN "order" o ON o.id = oi.order_id AND oi.version = o.version
                            AND o.deleted_at IS NULL AND o.status <> 'canceled'
             WHERE li.deleted_at IS NULL
               AND (li.metadata->>'band' IS NOT NULL OR li.metadata->>'unit' = 'item')
             GROUP BY 1, 2)
          SELECT t.order_id, t.hold_id, t.tickets, b.seats
            FROM tickets t
            LEFT JOIN booking b ON b.hold_id = t.hold_id AND b.order_id = t.order_id AND b.deleted_at IS NULL
           WHERE b.seats IS DISTINCT FROM t.tickets`,
  },
  {
    rule: "every confirmed booking belongs to a live order",
    sql: `SELECT b.id, b.order_id FROM booking b
            LEFT JOIN "order" o ON o.id = b.order_id AND o.deleted_at IS NULL
           WHERE b.status = 'confirmed' AND b.deleted_at IS NULL AND o.id IS NULL`,
  },
  {
    rule: "no confirmed booking in a cancelled order",
    sql: `SELECT b.id, b.order_id FROM booking b
            JOIN "order" o ON o.id = b.order_id AND o.deleted_at IS NULL
           WHERE b.status = 'confirmed' AND b.deleted_at IS NULL AND o.status = 'canceled'`,
  },
  {
    rule: "every order has exactly one cart",
    sql: `SELECT o.id, count(oc.cart_id)::int AS carts FROM "order" o
            LEFT JOIN order_cart oc ON oc.order_id = o.id AND oc.deleted_at IS NULL
           WHERE o.deleted_at IS NULL GROUP BY o.id HAVING count(oc.cart_id) <> 1`,
  },
  {
    rule: "every cart has at most one order, and a completed cart exactly one",
    sql: `SELECT c.id, c.completed_at, count(oc.order_id)::int AS orders FROM cart c
            LEFT JOIN order_cart oc ON oc.cart_id = c.id AND oc.deleted_at IS NULL
           WHERE c.deleted_at IS NULL
           GROUP BY c.id, c.completed_at
          HAVING count(oc.order_id) > 1 OR (c.completed_at IS NOT NULL AND count(oc.order_id) <> 1)`,
  },
]

/** Runs every check; throws with each broken rule and a few offending rows. */
export async function assertOrderInvariants(sql: Sql): Promise<void> {
  const broken: string[] = []
  for (const check of CHECKS) {
    const rows = await sql(check.sql)
    if (rows.length) broken.push(`${check.rule}: ${JSON.stringify(rows.slice(0, 5))}`)
  }
  if (broken.length) throw new Error(`Order-level invariants broken:\n  ${broken.join("\n  ")}`)
}

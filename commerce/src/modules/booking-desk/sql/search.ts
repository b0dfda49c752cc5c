import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"

/** What the desk searches by (each optional; all given must match). */
export type DeskSearch = {
  /** A voucher reference's 8 characters (upper case). */
  reference?: string
  /** The start of an e-mail, lower case. */
  email?: string
  /** Part of the lead guest's name or of the experience's title or handle. */
  text?: string
  /** The order's number (`#123`). */
  display_id?: number
  /** The slot's local date, YYYY-MM-DD. */
  date?: string
  handle?: string
  state?: "live" | "cancelled" | "checked_in"
  payment?: "unpaid" | "paid" | "partly_refunded" | "refunded" | "cancelled"
  limit: number
  offset: number
}

/** One booking as the desk's list shows it, before its order's money is added. */
export type DeskRow = {
  booking_id: string
  order_id: string
  status: "confirmed" | "cancelled"
  checked_in_at: Date | null
  seats: number
  travellers: Record<string, number> | null
  starts_at: Date
  timezone: string
  handle: string
  product_id: string
  option_title: { es?: string; en?: string } | null
  product_title: string | null
  product_title_en: string | null
  email: string | null
  display_id: number
  order_status: string
  first_name: string | null
  last_name: string | null
}

const like = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The order's money state in SQL, the same rule as lib/order-money.ts
 * (`orderMoney`: cancelled, unpaid, paid, partly refunded, refunded), so a
 * filter by payment pages over every booking without loading them; the
 * desk's spec checks the two agree on every state.
 */
const MONEY_STATE = `CASE
    WHEN o.status = 'canceled' OR NOT EXISTS (
      SELECT 1 FROM booking lb WHERE lb.order_id = o.id AND lb.status = 'confirmed' AND lb.deleted_at IS NULL)
      THEN 'cancelled'
    WHEN coalesce(mc.captured, 0) = 0 THEN 'unpaid'
    WHEN coalesce(mr.refunded, 0) = 0 THEN 'paid'
    WHEN mr.refunded < mc.captured THEN 'partly_refunded'
    ELSE 'refunded' END`

// Captured and refunded per order, each aggregated once over the payments (one hash join at 50k
// orders, rather than two lookups per booking).
const MONEY_JOIN = `LEFT JOIN (
    SELECT opc.order_id, sum(c.amount) AS captured
      FROM order_payment_collection opc
      JOIN payment pay ON pay.payment_collection_id = opc.payment_collection_id AND pay.deleted_at IS NULL
      JOIN capture c ON c.payment_id = pay.id AND c.deleted_at IS NULL
     WHERE opc.deleted_at IS NULL
     GROUP BY opc.order_id) mc ON mc.order_id = o.id
  LEFT JOIN (
    SELECT opc.order_id, sum(r.amount) AS refunded
      FROM order_payment_collection opc
      JOIN payment pay ON pay.payment_collection_id = opc.payment_collection_id AND pay.deleted_at IS NULL
      JOIN refund r ON r.payment_id = pay.id AND r.deleted_at IS NULL
     WHERE opc.deleted_at IS NULL
     GROUP BY opc.order_id) mr ON mr.order_id = o.id`

/**
 * Bookings matching a desk search, newest first (a date's bookings in start
 * order), one page of them and how many match in all. Every value is a
 * bound parameter; the money of an order is computed only when the search
 * filters by it.
 */
export async function searchBookings(
  manager: EntityManager,
  input: DeskSearch,
): Promise<{ rows: DeskRow[]; count: number }> {
  const where: string[] = ["b.deleted_at IS NULL"]
  const params: unknown[] = []
  if (input.reference) {
    where.push("upper(right(b.id, 8)) = ?")
    params.push(input.reference)
  }
  // Each filter names the bookings' orders or slots it matches as an array the booking table's
  // own indexes look up (order_id, slot_id; a name or a title both at once, as a BitmapOr), so
  // the page and its count stay index lookups at 50k bookings (desk-search-scale.spec.ts).
  if (input.email) {
    where.push(`b.order_id = ANY(ARRAY(SELECT eo.id FROM "order" eo
      WHERE lower(eo.email) LIKE ? AND eo.deleted_at IS NULL))`)
    params.push(`${like(input.email)}%`)
  }
  if (input.display_id !== undefined) {
    where.push("o.display_id = ?")
    params.push(input.display_id)
  }
  if (input.text) {
    const pattern = `%${like(input.text)}%`
    // The lead guest's name as IDX_order_address_name_trgm indexes it; the experience by its
    // product's title (either language) or its handle, then its slots.
    where.push(`(b.order_id = ANY(ARRAY(SELECT no.id FROM order_address na
        JOIN "order" no ON no.billing_address_id = na.id AND no.deleted_at IS NULL
       WHERE (coalesce(na.first_name, '') || ' ' || coalesce(na.last_name, '')) ILIKE ?))
      OR b.slot_id = ANY(ARRAY(SELECT ts.id FROM slot ts
       WHERE ts.deleted_at IS NULL AND ts.product_id = ANY(ARRAY(
         SELECT tp.id FROM product tp WHERE tp.title ILIKE ? OR tp.metadata->>'title_en' ILIKE ?
         UNION SELECT te.product_id FROM experience te WHERE te.handle ILIKE ?)))))`)
    params.push(pattern, pattern, pattern, pattern)
  }
  if (input.date) {
    where.push(`b.slot_id = ANY(ARRAY(SELECT ds.id FROM slot ds
      WHERE ds.local_date = ? AND ds.deleted_at IS NULL))`)
    params.push(input.date)
  }
  if (input.handle) {
    where.push("e.handle = ?")
    params.push(input.handle)
  }
  if (input.state === "live")
    where.push("b.status = 'confirmed' AND b.checked_in_at IS NULL AND o.status <> 'canceled'")
  if (input.state === "checked_in")
    where.push("b.status = 'confirmed' AND b.checked_in_at IS NOT NULL AND o.status <> 'canceled'")
  if (input.state === "cancelled") where.push("(b.status = 'cancelled' OR o.status = 'canceled')")
  if (input.payment) {
    where.push(`${MONEY_STATE} = ?`)
    params.push(input.payment)
  }
  const from = `FROM booking b
    JOIN slot s ON s.id = b.slot_id
    JOIN experience_option op ON op.id = s.option_id
    JOIN experience e ON e.id = op.experience_id
    JOIN "order" o ON o.id = b.order_id AND o.deleted_at IS NULL
    LEFT JOIN product p ON p.id = s.product_id
    LEFT JOIN order_address a ON a.id = o.billing_address_id
    ${input.payment ? MONEY_JOIN : ""}
    WHERE ${where.join(" AND ")}`
  const order = input.date ? "s.starts_at, b.created_at, b.id" : "b.created_at DESC, b.id DESC"
  const [rows, [{ count }]] = await Promise.all([
    manager.execute(
      `SELECT b.id AS booking_id, b.order_id, b.status, b.checked_in_at, b.seats, b.travellers,
              s.starts_at, s.timezone, e.handle, s.product_id, op.title AS option_title,
              p.title AS product_title, p.metadata->>'title_en' AS product_title_en,
              o.email, o.display_id, o.status AS order_status, a.first_name, a.last_name
         ${from}
        ORDER BY ${order}
        LIMIT ? OFFSET ?`,
      [...params, input.limit, input.offset],
    ) as Promise<DeskRow[]>,
    manager.execute(`SELECT count(*)::int AS count ${from}`, params) as Promise<
      { count: number }[]
    >,
  ])
  return { rows, count }
}

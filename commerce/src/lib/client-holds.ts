import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/** Carts attributed this long ago may still hold seats (a hold ends within hours, paying included). */
export const ATTRIBUTION_WINDOW_MS = 24 * 60 * 60 * 1000
/** Seats a request is adding count this long at most: what a crashed request left stops counting then. */
export const ADDING_TTL_MS = 120_000

const pgOf = (container: MedusaContainer) =>
  container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex

/** Who a cart's seats count against, and the seats this request counts as being added to it. */
export type CartClientNow = { address: string; email: string | null; adding: number }

/**
 * In one statement: records which client a cart counts against (the address
 * that first held seats in it, and the cart's e-mail, lower-cased, as it is
 * now) and counts `seats` (less what the hold `hold_id` of the cart holds
 * already, for a booking being changed) as being added to the cart right
 * now, until `stopAdding` or ADDING_TTL_MS. Undefined for an unknown cart.
 * Committed before the client's holds are counted (`clientSeats`), so of two
 * parallel requests of one client at least the later one sees the other's.
 */
export async function startAdding(
  container: MedusaContainer,
  input: { cart_id: string; hold_id?: string; address: string; seats: number; now: Date },
): Promise<CartClientNow | undefined> {
  const until = new Date(input.now.getTime() + ADDING_TTL_MS)
  const { rows } = await pgOf(container).raw(
    `WITH c AS (
       SELECT id, NULLIF(lower(trim(email)), '') AS email FROM cart WHERE id = ? AND deleted_at IS NULL
     ), held AS (
       SELECT COALESCE(SUM(seats), 0)::int AS seats FROM hold
        WHERE id = ? AND cart_id = ? AND status = 'active' AND deleted_at IS NULL
     ), asked AS (
       SELECT GREATEST(?::int - held.seats, 0) AS seats FROM held
     ), attributed AS (
       INSERT INTO cart_client AS cc (id, cart_id, address, email, seats_adding, adding_until)
       SELECT ?, c.id, ?, c.email, asked.seats, ? FROM c, asked
       ON CONFLICT (cart_id) WHERE deleted_at IS NULL DO UPDATE SET
         email = COALESCE(EXCLUDED.email, cc.email),
         seats_adding = EXCLUDED.seats_adding
           + CASE WHEN cc.adding_until > ? THEN cc.seats_adding ELSE 0 END,
         adding_until = EXCLUDED.adding_until,
         updated_at = now()
       RETURNING cc.address, cc.email
     )
     SELECT a.address, a.email, asked.seats AS adding FROM attributed a, asked`,
    [
      input.cart_id,
      input.hold_id ?? "",
      input.cart_id,
      input.seats,
      generateEntityId("", "cclient"),
      input.address,
      until,
      input.now,
    ],
  )
  return rows[0] as CartClientNow | undefined
}

/** Gives back the seats `startAdding` counted for a request, once its hold is written or refused. */
export async function stopAdding(container: MedusaContainer, cart_id: string, seats: number) {
  if (seats <= 0) return
  await pgOf(container).raw(
    `UPDATE cart_client SET seats_adding = GREATEST(seats_adding - ?::int, 0)
      WHERE cart_id = ? AND deleted_at IS NULL`,
    [seats, cart_id],
  )
}

/** A client's seats: in live holds of its carts and being added to them now; when its first hold ends. */
export type ClientSeats = { seats: number; firstEndsAt: Date | null }

/**
 * The seats of the client address `address` and of the e-mail `email`, each
 * over the carts attributed to it in the last ATTRIBUTION_WINDOW_MS: seats in
 * their active, unexpired holds plus those being added to them right now.
 * One statement.
 */
export async function clientSeats(
  container: MedusaContainer,
  input: { address: string; email: string | null; now: Date },
): Promise<{ address: ClientSeats; email: ClientSeats }> {
  const since = new Date(input.now.getTime() - ATTRIBUTION_WINDOW_MS)
  const { rows } = await pgOf(container).raw(
    `WITH mine AS (
       SELECT cart_id, address = ? AS by_address, COALESCE(email = ?, false) AS by_email,
              CASE WHEN adding_until > ? THEN seats_adding ELSE 0 END AS adding
         FROM cart_client
        WHERE deleted_at IS NULL AND created_at >= ? AND (address = ? OR email = ?)
     ), held AS (
       SELECT h.cart_id, SUM(h.seats) AS seats, MIN(h.expires_at) AS first_end
         FROM hold h JOIN mine m ON m.cart_id = h.cart_id
        WHERE h.status = 'active' AND h.deleted_at IS NULL AND h.expires_at > ?
        GROUP BY h.cart_id
     )
     SELECT COALESCE(SUM(m.adding + COALESCE(h.seats, 0)) FILTER (WHERE m.by_address), 0)::int AS address_seats,
            MIN(h.first_end) FILTER (WHERE m.by_address) AS address_first_end,
            COALESCE(SUM(m.adding + COALESCE(h.seats, 0)) FILTER (WHERE m.by_email), 0)::int AS email_seats,
            MIN(h.first_end) FILTER (WHERE m.by_email) AS email_first_end
       FROM mine m LEFT JOIN held h ON h.cart_id = m.cart_id`,
    [input.address, input.email, input.now, since, input.address, input.email, input.now],
  )
  const row = rows[0] as {
    address_seats: number
    address_first_end: Date | null
    email_seats: number
    email_first_end: Date | null
  }
  return {
    address: { seats: row.address_seats, firstEndsAt: row.address_first_end },
    email: { seats: row.email_seats, firstEndsAt: row.email_first_end },
  }
}

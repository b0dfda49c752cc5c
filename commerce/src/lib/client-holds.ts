import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { generateEntityId } from "@medusajs/framework/utils"
import { PUBLISHABLE_KEY_VALID } from "./core-sql/api-keys"
import { CART_FOR_ADDING } from "./core-sql/carts"
import { pgOf } from "./core-sql/pg"

/** Carts attributed this long ago may still hold seats (a hold ends within hours, paying included). */
export const ATTRIBUTION_WINDOW_MS = 24 * 60 * 60 * 1000
/** Seats a request is adding count this long at most: what a crashed request left stops counting then. */
export const ADDING_TTL_MS = 120_000

/** Who a cart's seats count against, and the seats this request counts as being added to it. */
export type CartClientNow = { address: string; email: string | null; adding: number }

/** What a request's first statement checks before it counts anything (see startAdding). */
export type AddingChecks = {
  /** The publishable key, when Medusa's own check stepped aside for this request (publishable-key-deferral.ts); null: checked already. */
  token: string | null
  /** A cart metadata key whose string value locks the cart against changes (a custom offer's, offer-cart-guard.ts). */
  lockedBy: string | null
  /** False when the body asks for nothing the route accepts: only the checks run, nothing is recorded. */
  count: boolean
}

/** Nothing to check beyond the cart: Medusa's key check and the offer guard ran before. */
export const CHECKED_BEFORE: AddingChecks = { token: null, lockedBy: null, count: true }

/** A request adding seats to a cart: `seats` asked (less what the hold `hold_id` holds, for a change). */
export type AddingInput = {
  cart_id: string
  hold_id?: string
  address: string
  seats: number
  now: Date
}

/** The request's own checks, and the client its seats count against (undefined: an unknown cart). */
type Checked = { key_valid: boolean; locked: boolean; client: CartClientNow | undefined }

/** What `countAdding` decided: the checks, the client, and the count that passed the cap, if one did. */
export type Counted = Checked & { over: ClientSeats | null }

/**
 * Counts a request's seats against its client's cap. `startAdding` records
 * the client and the seats being added (committed at once), then
 * `clientSeats` adds up what the client holds and is adding: under the cap,
 * done (`over` null; the seats count as being added until `stopAdding`).
 * Of two requests of a client, the later recorded sees the earlier's seats,
 * so parallel adds never pass the cap together. But counted at once, each may
 * see all the others' seats and all be refused: so over the cap, the count
 * is made again one request of the client at a time (a transaction holding
 * advisory locks on its address, then its e-mail), and a request still over
 * gives its seats back before the next one counts (`over`: the count that
 * refused it). Parallel adds of one client pass in turn until the cap, never
 * all refused (a passed add's seats count twice between its hold being written
 * and `stopAdding`, so one more may be refused than the cap needs). Under the
 * cap: two statements; over it, five more.
 */
export async function countAdding(
  container: MedusaContainer,
  input: AddingInput,
  checks: AddingChecks,
  cap: number,
): Promise<Counted> {
  const pg = pgOf(container)
  const checked = await startAdding(pg, input, checks)
  const client = checked.client
  if (!client || client.adding <= 0) return { ...checked, over: null }
  const who = { address: client.address, email: client.email, now: input.now }
  const overCap = (seats: { address: ClientSeats; email: ClientSeats }) =>
    [seats.address, seats.email].find((s) => s.seats > cap) ?? null
  try {
    if (!overCap(await clientSeats(pg, who))) return { ...checked, over: null }
    const over = await pg.transaction(async (trx) => {
      await trx.raw(
        client.email
          ? `SELECT pg_advisory_xact_lock(hashtext(?)), pg_advisory_xact_lock(hashtext(?))`
          : `SELECT pg_advisory_xact_lock(hashtext(?))`,
        [
          `hold-client:address:${client.address}`,
          ...(client.email ? [`hold-client:email:${client.email}`] : []),
        ],
      )
      const again = overCap(await clientSeats(trx, who))
      if (again) await stopAdding(trx, input.cart_id, client.adding)
      return again
    })
    return { ...checked, over }
  } catch (error) {
    await stopAdding(pg, input.cart_id, client.adding).catch(() => undefined)
    throw error
  }
}

/**
 * In one statement: records which client a cart counts against (the address
 * that first held seats in it, and the cart's e-mail, lower-cased, as it is
 * now) and counts `seats` (less what the hold `hold_id` of the cart holds
 * already, for a booking being changed) as being added to the cart right
 * now, until `stopAdding` or ADDING_TTL_MS (`client`: undefined for an
 * unknown cart). With `checks`, the request's own checks are made in the
 * same statement: the publishable key (a known, unrevoked publishable key:
 * what Medusa's middleware asks with two statements) and the cart's lock;
 * nothing is recorded unless both pass (`key_valid`, not `locked`) and
 * `count`.
 */
async function startAdding(pg: Knex, input: AddingInput, checks: AddingChecks): Promise<Checked> {
  const until = new Date(input.now.getTime() + ADDING_TTL_MS)
  const { rows } = await pg.raw(
    `WITH k AS (
       SELECT (?::text IS NULL OR ${PUBLISHABLE_KEY_VALID}) AS valid
     ), c AS (
       ${CART_FOR_ADDING}
     ), held AS (
       SELECT COALESCE(SUM(seats), 0)::int AS seats FROM hold
        WHERE id = ? AND cart_id = ? AND status = 'active' AND deleted_at IS NULL
     ), asked AS (
       SELECT GREATEST(?::int - held.seats, 0) AS seats FROM held
     ), attributed AS (
       INSERT INTO cart_client AS cc (id, cart_id, address, email, seats_adding, adding_until)
       SELECT ?, c.id, ?, c.email, asked.seats, ? FROM c, asked, k
        WHERE k.valid AND NOT c.locked AND ?::boolean
       ON CONFLICT (cart_id) WHERE deleted_at IS NULL DO UPDATE SET
         email = COALESCE(EXCLUDED.email, cc.email),
         seats_adding = EXCLUDED.seats_adding
           + CASE WHEN cc.adding_until > ? THEN cc.seats_adding ELSE 0 END,
         adding_until = EXCLUDED.adding_until,
         updated_at = now()
       RETURNING cc.address, cc.email
     )
     SELECT k.valid AS key_valid, COALESCE(c.locked, false) AS locked, a.address, a.email, asked.seats AS adding
       FROM k CROSS JOIN asked LEFT JOIN c ON true LEFT JOIN attributed a ON true`,
    [
      checks.token,
      checks.token,
      checks.lockedBy,
      input.cart_id,
      input.hold_id ?? "",
      input.cart_id,
      input.seats,
      generateEntityId("", "cclient"),
      input.address,
      until,
      checks.count,
      input.now,
    ],
  )
  const row = rows[0] as {
    key_valid: boolean
    locked: boolean
    address: string | null
    email: string | null
    adding: number
  }
  return {
    key_valid: row.key_valid,
    locked: row.locked,
    client:
      row.address === null
        ? undefined
        : { address: row.address, email: row.email, adding: row.adding },
  }
}

/** Gives back the seats `startAdding` counted for a request, once its hold is written or refused. */
export async function stopAdding(pg: Knex, cart_id: string, seats: number) {
  if (seats <= 0) return
  await pg.raw(
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
 * One statement, linear in the client's carts: each cart's live holds are
 * looked up by its id (IDX_hold_active_cart), whatever the planner's
 * statistics (a join of the client's carts with every live hold was
 * quadratic in a client's carts before the tables were first analysed).
 */
async function clientSeats(
  pg: Knex,
  input: { address: string; email: string | null; now: Date },
): Promise<{ address: ClientSeats; email: ClientSeats }> {
  const since = new Date(input.now.getTime() - ATTRIBUTION_WINDOW_MS)
  const { rows } = await pg.raw(
    `SELECT COALESCE(SUM(m.adding + h.seats) FILTER (WHERE m.by_address), 0)::int AS address_seats,
            MIN(h.first_end) FILTER (WHERE m.by_address) AS address_first_end,
            COALESCE(SUM(m.adding + h.seats) FILTER (WHERE m.by_email), 0)::int AS email_seats,
            MIN(h.first_end) FILTER (WHERE m.by_email) AS email_first_end
       FROM (SELECT cart_id, address = ? AS by_address, COALESCE(email = ?, false) AS by_email,
                    CASE WHEN adding_until > ? THEN seats_adding ELSE 0 END AS adding
               FROM cart_client
              WHERE deleted_at IS NULL AND created_at >= ? AND (address = ? OR email = ?)) m
       CROSS JOIN LATERAL (
         SELECT COALESCE(SUM(seats), 0) AS seats, MIN(expires_at) AS first_end
           FROM hold
          WHERE cart_id = m.cart_id AND status = 'active' AND deleted_at IS NULL AND expires_at > ?) h`,
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

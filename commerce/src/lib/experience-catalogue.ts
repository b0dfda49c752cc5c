import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { BookingError } from "./booking-error"
import { findSellableExperience, optionPrices, type OptionPrices } from "./experience-lookup"

type Experience = Awaited<ReturnType<typeof findSellableExperience>>
type Entry = {
  stamp: string
  at: number
  experience: Experience
  prices: Map<string, Map<string, OptionPrices>>
  /** What routes derive from the entry alone (see entryMemo). */
  memo: Map<string, unknown>
}

/**
 * The catalogue facts of an experience the availability routes read on every
 * call (the experience, its options, its product's status, its prices per
 * currency) change rarely, and only through the admin. They are kept per
 * handle and used while the experience's stamp is unchanged: one statement
 * that reads the update times and counts of the experience, its options, its
 * product, variants and prices, and which of its price lists apply now.
 * Any admin change to them changes the stamp, so no traveller sees a paused
 * experience or an old price, and so does a price list starting or ending
 * by the clock. The maximum age is only a backstop (an entry is read again
 * at least every ten minutes). Seats are never cached.
 */
const MAX_AGE_MS = 600_000
const MAX_ENTRIES = 1000
const cache = new Map<string, Entry>()

export type Stamp = { product_id: string; sellable: boolean; stamp: string }

/**
 * The stamp's select list over `experience e JOIN product p`: what makes a
 * cached entry stale. Shared with the day's one-statement read (day-facts.ts).
 * Live rows only (`deleted_at IS NULL`), so each lookup is on Medusa's partial
 * indexes instead of a scan of every option, variant and price of the shop (a
 * deletion still changes the stamp: it lowers the count, and a row added in
 * its place raises the latest update time).
 */
export const STAMP_COLUMNS = `e.product_id,
            (e.status = 'active' AND p.status = 'published') AS sellable,
            concat_ws('|', e.status, e.updated_at, p.status, p.updated_at,
              (SELECT concat(count(*), '/', max(o.updated_at))
                 FROM experience_option o WHERE o.experience_id = e.id AND o.deleted_at IS NULL),
              (SELECT concat(count(*), '/', max(v.updated_at))
                 FROM product_variant v WHERE v.product_id = p.id AND v.deleted_at IS NULL),
              (SELECT concat(count(*), '/', max(pr.updated_at), '/', max(l.updated_at), '/',
                        (SELECT string_agg(concat(pl.id, '@', pl.updated_at, '@', pl.deleted_at, '@',
                                  (pl.status = 'active' AND (pl.starts_at IS NULL OR pl.starts_at <= now())
                                    AND (pl.ends_at IS NULL OR pl.ends_at > now())), '@',
                                  (SELECT concat(count(*), '/', max(r.updated_at))
                                     FROM price_list_rule r WHERE r.price_list_id = pl.id AND r.deleted_at IS NULL)), ',' ORDER BY pl.id)
                           FROM price_list pl
                          WHERE pl.id = ANY (array_agg(DISTINCT pr.price_list_id) FILTER (WHERE pr.price_list_id IS NOT NULL))))
                 FROM product_variant v
                 JOIN product_variant_price_set l ON l.variant_id = v.id AND l.deleted_at IS NULL
                 JOIN price pr ON pr.price_set_id = l.price_set_id AND pr.deleted_at IS NULL
                WHERE v.product_id = p.id AND v.deleted_at IS NULL)) AS stamp`

async function catalogueStamp(
  container: MedusaContainer,
  handle: string,
): Promise<Stamp | undefined> {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as Knex
  const { rows } = await pg.raw(
    `SELECT ${STAMP_COLUMNS}
       FROM experience e
       JOIN product p ON p.id = e.product_id AND p.deleted_at IS NULL
      WHERE e.handle = ? AND e.deleted_at IS NULL
      LIMIT 1`,
    [handle],
  )
  return rows[0] as Stamp | undefined
}

const unavailable = () => new BookingError(MedusaError.Types.NOT_FOUND, "experience_unavailable")

/** A sellable experience by handle with its options (see findSellableExperience), from the stamped cache. */
export async function sellableExperience(container: MedusaContainer, handle: string) {
  return stampedEntry(container, handle, await catalogueStamp(container, handle))
}

/** The cached entry of a handle whose stamp was just read (fresh, else read again). */
export async function stampedEntry(
  container: MedusaContainer,
  handle: string,
  stamp: Stamp | undefined,
) {
  if (!stamp?.sellable) throw unavailable()
  const cached = cache.get(handle)
  if (cached && cached.stamp === stamp.stamp && Date.now() - cached.at < MAX_AGE_MS) return cached
  const entry: Entry = {
    stamp: stamp.stamp,
    at: Date.now(),
    experience: await findSellableExperience(container, handle),
    prices: new Map(),
    memo: new Map(),
  }
  cache.delete(handle)
  cache.set(handle, entry)
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!)
  return entry
}

/** Prices of an entry's options in a currency, read once per stamp. */
export async function entryPrices(container: MedusaContainer, entry: Entry, currency: string) {
  let prices = entry.prices.get(currency)
  if (!prices) {
    prices = await optionPrices(container, entry.experience.product_id, currency)
    entry.prices.set(currency, prices)
  }
  return prices
}

const MAX_MEMO = 2000

/**
 * A value derived from an entry's facts alone (its stamp covers all it reads:
 * an option's texts and prices, a slot's cancellation line), computed once
 * per entry; a new stamp starts a new entry, so it is never stale.
 */
export function entryMemo<T>(entry: Entry, key: string, compute: () => T): T {
  if (entry.memo.has(key)) return entry.memo.get(key) as T
  const value = compute()
  if (entry.memo.size >= MAX_MEMO) entry.memo.clear()
  entry.memo.set(key, value)
  return value
}

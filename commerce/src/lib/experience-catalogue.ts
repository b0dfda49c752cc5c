import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "./booking-error"
import { catalogueStamp, type Stamp } from "./core-sql/catalogue"
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

/**
 * The picker's days at hand (stale-while-revalidate): what each date offered
 * when last asked, so a click draws that date's slots at once while the day
 * route is asked again and corrects seats and prices in place. Only ever a
 * first draw: nothing books on it (the server checks seats on every add).
 * One currency at a time (asking in another drops every entry), entries
 * older than `maxAgeMs` are not used, and at most `maxEntries` dates are kept
 * (the least recently used go first).
 */
export type DayCache<T> = {
  /** The date's value in this currency, if asked within `maxAgeMs`. */
  get(date: string, currency: string, now?: number): T | undefined
  /**
   * Keeps a date's value as read at `at` (when its request was sent); an
   * entry read later is kept instead (a slow prefetch never overwrites a
   * fresher day answer).
   */
  put(date: string, currency: string, value: T, at?: number): void
  /** Forgets a date (it has no options any more). */
  drop(date: string): void
  readonly size: number
}

/** How long a date's answer is drawn without a loading state (it is refreshed on every click anyway). */
export const DAY_CACHE_MAX_AGE_MS = 60_000
/** Two months of dates. */
export const DAY_CACHE_MAX_ENTRIES = 62

/** An empty cache of days (see DayCache). */
export function createDayCache<T>({
  maxAgeMs = DAY_CACHE_MAX_AGE_MS,
  maxEntries = DAY_CACHE_MAX_ENTRIES,
} = {}): DayCache<T> {
  const entries = new Map<string, { value: T; at: number }>()
  let currencyOf: string | null = null
  const sameCurrency = (currency: string) => {
    const code = currency.toLowerCase()
    if (code === currencyOf) return true
    entries.clear()
    currencyOf = code
    return false
  }
  return {
    get(date, currency, now = Date.now()) {
      if (!sameCurrency(currency)) return undefined
      const entry = entries.get(date)
      if (!entry) return undefined
      if (now - entry.at > maxAgeMs) {
        entries.delete(date)
        return undefined
      }
      // Most recently used last, so the eviction below drops the least recently used.
      entries.delete(date)
      entries.set(date, entry)
      return entry.value
    },
    put(date, currency, value, at = Date.now()) {
      sameCurrency(currency)
      const known = entries.get(date)
      if (known && known.at > at) return
      entries.delete(date)
      entries.set(date, { value, at })
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
    },
    drop(date) {
      entries.delete(date)
    },
    get size() {
      return entries.size
    },
  }
}

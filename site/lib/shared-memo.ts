const TTL_MS = 5 * 60_000

type Entry = { at: number | null; value: Promise<unknown> }

/**
 * One table for the whole process, on globalThis: the build's warm-up
 * (lib/build-warm-up.ts, started by an integration in astro.config.mjs while
 * Vite bundles) and the prerendered pages (the bundled copy of lib/catalogue.ts)
 * are two copies of these modules, and the pages must find what the warm-up
 * started.
 */
const memo: Map<string, Entry> = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for("sendero.shared-memo")
] ??= new Map<string, Entry>()) as Map<string, Entry>

/**
 * Where a prerender worker thread (lib/build/prerender-worker.mjs) finds what
 * the build's main thread already read: the value under `key`, or `found:
 * false` when the main thread has none (the worker then reads it itself).
 * Unset everywhere else.
 */
type Remote = (key: string) => Promise<{ found: boolean; value?: unknown }>
const REMOTE = Symbol.for("sendero.shared-memo.remote")

/**
 * `load()`, or in a prerender worker thread the main thread's value under
 * `key` when it has one (lib/content/source.ts asks for GROQ results so).
 */
export function fromMainThread<T>(key: string, load: () => Promise<T>): Promise<T> {
  const remote = (globalThis as { [REMOTE]?: Remote })[REMOTE]
  return remote
    ? remote(key).then((answer) => (answer.found ? (answer.value as T) : load()))
    : load()
}

/**
 * Shares one fetch between the pages of a build (a thousand pages would
 * otherwise ask Medusa and the dataset a thousand times) and, in the on-demand
 * server, for a few minutes from its answer (a fetch still running is always
 * shared: a large catalogue's offers can take longer than the TTL to read,
 * and restarting them would never end). A failed fetch is forgotten so the
 * next call retries.
 */
export function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = memo.get(key)
  const fresh = (at: number | null) =>
    at === null || keptUntilForgotten() || Date.now() - at < TTL_MS
  if (hit && fresh(hit.at)) return hit.value as Promise<T>
  const entry: Entry = { at: null, value: fromMainThread(key, load) }
  memo.set(key, entry)
  entry.value.then(
    () => (entry.at = Date.now()),
    () => memo.delete(key),
  )
  return entry.value as Promise<T>
}

/**
 * Set in the regeneration's render thread (lib/build/prerender-worker.mjs):
 * what it read stays until a change forgets it (`forgetShared`, `putShared`),
 * never by age, so a change reads only what it touched.
 */
const KEEP = Symbol.for("sendero.shared-memo.keep")
const keptUntilForgotten = () => Boolean((globalThis as { [KEEP]?: boolean })[KEEP])

/** The value read under `key`, if it was read (and did not fail). */
export function peekShared<T>(key: string): Promise<T> | undefined {
  return memo.get(key)?.value as Promise<T> | undefined
}

/** Forgets what was read under the keys `drop` picks: the next call reads them again. */
export function forgetShared(drop: (key: string) => boolean) {
  for (const key of [...memo.keys()]) if (drop(key)) memo.delete(key)
}

/**
 * Modules' own tables of what they made from the catalogue (listing index
 * chunks, package cards, combos), kept for the life of the process like the
 * reads above: listed here so a catalogue change in the regeneration's render
 * thread forgets them with the reads they were made from.
 */
const JOINED_TABLES: Set<Map<string, unknown>> = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for("sendero.joined-tables")
] ??= new Set<Map<string, unknown>>()) as Set<Map<string, unknown>>

/** A module's table of what it made from the catalogue (see JOINED_TABLES). */
export function joinedTable<K extends string, V>(): Map<K, V> {
  const table = new Map<K, V>()
  JOINED_TABLES.add(table as unknown as Map<string, unknown>)
  return table
}

/** Forgets every module's table made from the catalogue. */
export function forgetJoinedTables() {
  for (const table of JOINED_TABLES) table.clear()
}

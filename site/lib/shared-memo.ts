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
  return remote ? remote(key).then((answer) => (answer.found ? (answer.value as T) : load())) : load()
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
  if (hit && (hit.at === null || Date.now() - hit.at < TTL_MS)) return hit.value as Promise<T>
  const entry: Entry = { at: null, value: fromMainThread(key, load) }
  memo.set(key, entry)
  entry.value.then(
    () => (entry.at = Date.now()),
    () => memo.delete(key),
  )
  return entry.value as Promise<T>
}

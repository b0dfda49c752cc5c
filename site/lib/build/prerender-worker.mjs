// @ts-check
/**
 * A prerender worker thread (site/lib/build/parallel-prerender.mjs): loads the
 * build's own prerender bundle, the same one the main thread renders with, and
 * renders the pages the main thread sends it. It answers each with the page's
 * status, headers and bytes; the main thread writes the files, so Astro's own
 * bookkeeping (file names, redirects, the sitemap's page list) never changes.
 *
 * What the main thread has and the bundle needs is sent once in workerData:
 * each page's stylesheets (Astro's build internals), the head scripts, the
 * image settings (so an image's URL is computed exactly as Astro computes it,
 * and the transforms are handed back for the main thread to generate), and
 * and, on demand, the commerce reads and GROQ results the main thread already
 * has or is making (lib/shared-memo.ts's remote: the worker does not ask Medusa
 * or evaluate a query a second time when the main thread has). Loading the
 * bundle and rendering with it use Astro's internals, all in astro-internals.mjs.
 */
import { parentPort, workerData } from "node:worker_threads"
import { loadPrerenderBundle } from "./astro-internals.mjs"

/**
 * @typedef {{ entryUrl: string, pages: [string, { styles: unknown[] }][], scripts: { stage: string, content: string }[],
 *   imageSettings: Record<string, any>, regeneration?: boolean }} WorkerInit (`regeneration`: the
 *   render thread of lib/build/render-pages.mjs, not a build's)
 */
const init = /** @type {WorkerInit} */ (workerData)
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort)

// What this thread reads stays until a change forgets it, never by age (lib/shared-memo.ts).
Object.assign(globalThis, { [Symbol.for("sendero.shared-memo.keep")]: true })
// The regeneration's render thread (render-pages.mjs) reads what a change's pages show, never
// the whole catalogue's reviews as a build does (lib/catalogue.ts).
if (init.regeneration) Object.assign(globalThis, { [Symbol.for("sendero.regeneration")]: true })

// Commerce reads and GROQ results come from the main thread when it has them (lib/shared-memo.ts).
/** @type {Map<number, (answer: { found: boolean, value?: unknown }) => void>} */
const asked = new Map()
let lastAsked = 0
Object.assign(globalThis, {
  [Symbol.for("sendero.shared-memo.remote")]: (/** @type {string} */ key) =>
    new Promise((resolve) => {
      const memoId = ++lastAsked
      asked.set(memoId, resolve)
      port.postMessage({ memo: key, memoId })
    }),
})

const bundle = await loadPrerenderBundle(init, (event) => port.postMessage({ log: event }))

/** What the shared memo keeps from commerce (lib/commerce/catalogue-reads.ts): a content publish keeps it. */
const COMMERCE_READS = /^(offers|facts|listings|reviews:)/

port.on("message", async (/** @type {any} */ message) => {
  if (message.memoId) {
    asked.get(message.memoId)?.({ found: message.found, value: message.value })
    asked.delete(message.memoId)
    return
  }
  if (message.forget) {
    // A regeneration (lib/build/regenerate.mjs): a change to some experiences reads them alone
    // (lib/catalogue.ts's refresh, once a page has loaded it); anything else reads everything afresh.
    const table = /** @type {any} */ (globalThis)
    const refresh = table[Symbol.for("sendero.catalogue-refresh")]
    // Astro keeps each route's getStaticPaths for the life of the app: pages paused or published
    // and listing index chunks renamed by the change need them computed again (from the reads kept).
    const started = performance.now()
    bundle.forgetStaticPaths()
    let error = null
    if (message.documents?.length) {
      // A content publish (render-pages.mjs's `publish`): the documents read again, what was made
      // from content forgotten; commerce's reads stay.
      try {
        const update = table[Symbol.for("sendero.content-update")]
        if (!update) throw new Error("this bundle reads no local content")
        const changed = await update(message.documents)
        const memo = /** @type {Map<string, unknown> | undefined} */ (
          table[Symbol.for("sendero.shared-memo")]
        )
        for (const key of [...(memo?.keys() ?? [])])
          if (!COMMERCE_READS.test(key)) memo?.delete(key)
        for (const joined of table[Symbol.for("sendero.joined-tables")] ?? []) joined.clear()
        port.postMessage({ forgotten: true, content: changed, ms: performance.now() - started })
      } catch (e) {
        port.postMessage({ forgotten: true, error: /** @type {Error} */ (e)?.message ?? String(e) })
      }
      return
    }
    if (message.handles?.length && refresh) {
      try {
        await refresh(message.handles)
        port.postMessage({ forgotten: true, narrowed: true, ms: performance.now() - started })
        return
      } catch (e) {
        error = /** @type {Error} */ (e)?.message ?? String(e)
      }
    }
    for (const name of ["sendero.shared-memo", "sendero.content-results"])
      /** @type {{ clear(): void } | undefined} */ (table[Symbol.for(name)])?.clear()
    for (const joined of table[Symbol.for("sendero.joined-tables")] ?? []) joined.clear()
    port.postMessage({ forgotten: true, error })
    return
  }
  if (message.images) {
    port.postMessage(bundle.images())
    return
  }
  const { id, url, route, component } = message
  const started = performance.now()
  try {
    const response = await bundle.render(url, route, component)
    const body = response.body === null ? null : await response.arrayBuffer()
    port.postMessage(
      {
        id,
        ms: performance.now() - started,
        // The content queries this thread evaluated so far (lib/content/source.ts), for the log.
        content: /** @type {any} */ (globalThis)[Symbol.for("sendero.content-ms")],
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
      },
      body ? [body] : [],
    )
  } catch (error) {
    const e = /** @type {Error} */ (error)
    port.postMessage({
      id,
      error: { message: e?.message ?? String(error), stack: e?.stack, name: e?.name },
    })
  }
})
port.postMessage({ ready: true })

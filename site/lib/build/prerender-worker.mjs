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
 * or evaluate a query a second time when the main thread has).
 */
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { pathToFileURL } from "node:url"
import { parentPort, workerData } from "node:worker_threads"

/**
 * @typedef {{ entryUrl: string, pages: [string, { styles: unknown[] }][], scripts: { stage: string, content: string }[],
 *   imageSettings: Record<string, any> }} WorkerInit
 */
const init = /** @type {WorkerInit} */ (workerData)
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort)

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

// Astro's own image registration (the function its Vite plugin installs for a build), with this
// build's settings: each image URL as the main thread would write it, the transforms kept here.
const astroRoot = dirname(createRequire(import.meta.url).resolve("astro/package.json"))
const { default: assetsPlugins } = await import(pathToFileURL(join(astroRoot, "dist/assets/vite-plugin-assets.js")).href)
const settings = {
  ...init.imageSettings,
  adapter: init.imageSettings.adapter && {
    client: { assetQueryParams: init.imageSettings.adapter.assetQueryParams && new URLSearchParams(init.imageSettings.adapter.assetQueryParams) },
  },
}
const assets = /** @type {any[]} */ (assetsPlugins({ settings, sync: false, logger: undefined })).find((p) => p.name === "astro:assets")
assets.config({}, { command: "build" })
assets.buildStart()

const { app } = await import(init.entryUrl)
app.setInternals({
  pagesByKeys: new Map(init.pages),
  entrySpecifierToBundleMap: new Map(Object.entries(app.manifest.entryModules ?? {})),
})
app.setOptions({
  settings: { scripts: init.scripts },
  logger: { options: { destination: { write: (/** @type {unknown} */ event) => port.postMessage({ log: event }) } } },
})
/** @type {Map<string, unknown>} */
const routes = new Map(
  app.manifest.routes.map((/** @type {{ routeData: { route: string, component: string } }} */ r) => [
    `${r.routeData.route}\u0000${r.routeData.component}`,
    r.routeData,
  ]),
)

port.on("message", async (/** @type {any} */ message) => {
  if (message.memoId) {
    asked.get(message.memoId)?.({ found: message.found, value: message.value })
    asked.delete(message.memoId)
    return
  }
  if (message.forget) {
    // A regeneration (lib/build/regenerate.mjs) reads the catalogue and the content afresh.
    for (const name of ["sendero.shared-memo", "sendero.content-results"])
      /** @type {Map<string, unknown> | undefined} */ (/** @type {any} */ (globalThis)[Symbol.for(name)])?.clear()
    port.postMessage({ forgotten: true })
    return
  }
  if (message.images) {
    // Plain data (an imported image's metadata can be a proxy, which does not cross threads).
    const astroAsset = /** @type {any} */ (globalThis).astroAsset
    /** @type {Map<string, { originalSrcPath?: string, transforms: Map<string, { finalPath: string, transform: unknown }> }>} */
    const images = astroAsset.staticImages ?? new Map()
    port.postMessage({
      images: [...images].map(([path, { originalSrcPath, transforms }]) => [
        path,
        {
          originalSrcPath,
          transforms: [...transforms].map(([hash, { finalPath, transform }]) => [
            hash,
            { finalPath, transform: JSON.parse(JSON.stringify(transform)) },
          ]),
        },
      ]),
      referenced: [...(astroAsset.referencedImages ?? [])],
    })
    return
  }
  const { id, url, route, component } = message
  try {
    const routeData = routes.get(`${route}\u0000${component}`)
    if (!routeData) throw new Error(`The prerender bundle has no route ${route} (${component})`)
    const response = await app.render(new Request(url), { routeData })
    const body = response.body === null ? null : await response.arrayBuffer()
    port.postMessage(
      { id, status: response.status, statusText: response.statusText, headers: [...response.headers], body },
      body ? [body] : [],
    )
  } catch (error) {
    const e = /** @type {Error} */ (error)
    port.postMessage({ id, error: { message: e?.message ?? String(error), stack: e?.stack, name: e?.name } })
  }
})
port.postMessage({ ready: true })

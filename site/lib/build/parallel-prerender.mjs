// @ts-check
import { cp, readdir, writeFile } from "node:fs/promises"
import { availableParallelism } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { Worker } from "node:worker_threads"

/** Pages the main thread renders side by side (one may wait on Medusa while the other renders). */
const PAGES_ON_MAIN = 2
/**
 * Pages a prerender thread has in hand: enough that it never waits for the main thread (busy with
 * a page of its own) to hand it the next one or to answer its lookups.
 */
const PAGES_PER_THREAD = 8

/**
 * Worker threads that prerender pages beside Astro's main thread: Astro
 * renders one page after another on one core, and a build of a few thousand
 * pages spends most of its time there. With N threads the pages are shared
 * out (each goes to the thread with the fewest pages in hand), each thread
 * renders with the same prerender bundle, and the main thread still writes
 * every file, so the output is the same file for file (a test builds the site
 * both ways and compares). `SITE_PRERENDER_THREADS` sets the number of extra
 * threads (default: one fewer than the machine's cores, at most 3; 0 renders
 * on the main thread alone, as Astro does).
 *
 * Through Astro's prerenderer hook (`setPrerenderer` in `astro:build:start`),
 * wrapping its default prerenderer: anything the workers cannot take (an
 * endpoint, a redirect, the incremental cache's metadata) stays on it. A
 * thread that cannot start leaves every page to the main thread (a warning);
 * one that stops midway fails the build, since only it knew its pages' images.
 * @param {{ threads?: number }} [options]
 * @returns {import("astro").AstroIntegration}
 */
export function parallelPrerender({ threads = prerenderThreads(process.env) } = {}) {
  /** @type {Map<string, { styles: unknown[] }> | undefined} */
  let pages
  return {
    name: "sendero:parallel-prerender",
    hooks: {
      "astro:build:setup": ({ pages: built, target, updateConfig }) => {
        if (target !== "server" || threads < 1) return
        pages = /** @type {any} */ (built)
        // Astro leaves out its own prerender entry when an integration sets a prerenderer for a
        // non-legacy adapter (it expects the adapter to bring one): this one renders with Astro's.
        updateConfig({ environments: { prerender: { build: { rolldownOptions: { input: "astro/entrypoints/prerender" } } } } })
      },
      "astro:build:start": ({ setPrerenderer, logger }) => {
        if (threads < 1) return
        setPrerenderer((astroDefault) =>
          threadedPrerenderer(astroDefault, { threads, pages: () => pages ?? new Map(), logger }),
        )
      },
    },
  }
}

/**
 * Astro's `build.concurrency` for these threads.
 * @param {Record<string, string | undefined>} env
 */
export const prerenderConcurrency = (env) => PAGES_ON_MAIN + PAGES_PER_THREAD * prerenderThreads(env)

/** @param {Record<string, string | undefined>} env */
export function prerenderThreads(env) {
  const asked = env.SITE_PRERENDER_THREADS
  if (asked !== undefined && asked !== "") {
    const n = Number(asked)
    if (!Number.isInteger(n) || n < 0) throw new Error(`SITE_PRERENDER_THREADS takes a whole number, not ${asked}`)
    return n
  }
  return Math.min(3, availableParallelism() - 1)
}

/**
 * @typedef {{ worker: Worker, ready: Promise<void>, isReady: boolean, dead: boolean, inFlight: Map<number, Pending>, rendered: number }} Lane
 * @typedef {{ resolve: (response: Response | import("astro").PrerenderResult) => void, reject: (error: Error) => void, request: Request, options: any }} Pending
 */

/**
 * @param {import("astro").AstroPrerenderer & { app?: any }} astroDefault
 * @param {{ threads: number, pages: () => Map<string, { styles: unknown[] }>, logger: import("astro").AstroIntegrationLogger }} options
 * @returns {import("astro").AstroPrerenderer}
 */
function threadedPrerenderer(astroDefault, { threads, pages, logger }) {
  /** @type {Lane[]} */
  const lanes = []
  let renderedOnMain = 0
  let lastId = 0

  /** @param {Request} request @param {any} options */
  const renderOnMain = (request, options) => {
    renderedOnMain++
    return astroDefault.render(request, options)
  }

  /** @param {any} init @param {any} destination */
  const startLane = (init, destination) => {
    const worker = new Worker(new URL("./prerender-worker.mjs", import.meta.url), { workerData: init })
    /** @type {Lane} */
    const lane = { worker, ready: Promise.resolve(), isReady: false, dead: false, inFlight: new Map(), rendered: 0 }
    lane.ready = new Promise((resolve, reject) => {
      worker.on("message", (message) => {
        if (message.ready) {
          lane.isReady = true
          resolve()
        } else if (message.log) destination.write(message.log)
        else if (message.memo) answerMemo(worker, message.memo, message.memoId)
        else if (message.id) {
          const pending = lane.inFlight.get(message.id)
          lane.inFlight.delete(message.id)
          if (!pending) return
          if (!message.error) lane.rendered++
          if (message.error) pending.reject(Object.assign(new Error(message.error.message), message.error))
          else
            pending.resolve(
              new Response(message.body, { status: message.status, statusText: message.statusText, headers: message.headers }),
            )
        }
      })
      // A thread that fails or exits hands the pages it holds back to the main thread; one that had
      // already rendered pages stops the build at the images (collectStaticImages).
      const lost = (/** @type {unknown} */ why) => {
        if (lane.dead) return
        lane.dead = true
        reject(why)
        if (lane.isReady) logger.warn(`A prerender thread stopped (${why}); the main thread renders its pages.`)
        for (const pending of lane.inFlight.values())
          renderOnMain(pending.request, pending.options).then(pending.resolve, pending.reject)
        lane.inFlight.clear()
      }
      worker.on("error", lost)
      worker.on("exit", (code) => lost(`exit ${code}`))
    })
    lane.ready.catch((error) => logger.warn(`A prerender thread could not start: ${error?.stack ?? error}`))
    return lane
  }

  return {
    name: "sendero:threaded",
    async setup() {
      await astroDefault.setup?.()
      const app = astroDefault.app
      const settings = app.getSettings()
      const entryUrl = await prerenderEntry(settings.config.build.server)
      if (!entryUrl) {
        logger.warn("No prerender bundle found for worker threads: every page renders on the main thread.")
        return
      }
      const init = {
        entryUrl,
        pages: [...pages()].map(([key, page]) => [key, { styles: page.styles }]),
        scripts: settings.scripts.map((/** @type {any} */ s) => ({ stage: s.stage, content: s.content })),
        imageSettings: imageSettingsOf(settings),
      }
      const destination = app.getOptions().logger.options.destination
      for (let i = 0; i < threads; i++) lanes.push(startLane(init, destination))
      await keepRenderBundle(settings.config.build.server, init, app.manifest.routes)
    },
    getStaticPaths: () => astroDefault.getStaticPaths(),
    render(request, options) {
      // Pages only, and not while Astro's incremental cache collects per-page metadata.
      const lane = options.routeData.type === "page" && !options.collectMetadata ? pickLane(lanes) : null
      if (!lane) return renderOnMain(request, options)
      return new Promise((resolve, reject) => {
        const id = ++lastId
        lane.inFlight.set(id, { resolve, reject, request, options })
        lane.worker.postMessage({
          id,
          url: request.url,
          route: options.routeData.route,
          component: options.routeData.component,
        })
      })
    },
    async collectStaticImages() {
      const own = (await astroDefault.collectStaticImages?.()) ?? new Map()
      const astroAsset = /** @type {any} */ (globalThis).astroAsset
      for (const lane of lanes) {
        // Its pages' images were registered in the thread that stopped: the build cannot write them.
        if (lane.dead && lane.rendered > 0)
          throw new Error(
            `A prerender thread stopped after rendering ${lane.rendered} pages, whose images it alone knew: build again (SITE_PRERENDER_THREADS=0 renders on Astro's main thread alone).`,
          )
        if (!lane.isReady || lane.dead) continue
        const answer = await ask(lane.worker, { images: true }, (m) => m.images !== undefined)
        for (const fsPath of answer.referenced) astroAsset?.referencedImages?.add(fsPath)
        for (const [path, { originalSrcPath, transforms }] of answer.images) {
          const entry = own.get(path) ?? own.set(path, { originalSrcPath, transforms: new Map() }).get(path)
          for (const [hash, transform] of transforms) if (!entry.transforms.has(hash)) entry.transforms.set(hash, transform)
        }
      }
      return own
    },
    async teardown() {
      if (lanes.length)
        logger.info(`Pages rendered: ${[renderedOnMain, ...lanes.map((lane) => lane.rendered)].join(" + ")} (main thread + each prerender thread).`)
      await Promise.all(lanes.map((lane) => ((lane.dead = true), lane.worker.terminate())))
      await astroDefault.teardown?.()
    },
  }
}

/**
 * The prerender thread with the fewest pages in hand while it has fewer than PAGES_PER_THREAD,
 * else the main thread (null): each thread takes pages as fast as it renders them.
 * @param {Lane[]} lanes
 */
function pickLane(lanes) {
  /** @type {Lane | null} */
  let best = null
  for (const lane of lanes) {
    if (!lane.isReady || lane.dead || lane.inFlight.size >= PAGES_PER_THREAD) continue
    if (!best || lane.inFlight.size < best.inFlight.size) best = lane
  }
  return best
}

/**
 * Answers a worker's lookup of a commerce read or a content result from the main thread's tables.
 * @param {Worker} worker @param {string} key @param {number} memoId
 */
function answerMemo(worker, key, memoId) {
  const table = /** @type {any} */ (globalThis)
  // lib/shared-memo.ts's table, or lib/content/source.ts's results for a "content:" key.
  const value = key.startsWith("content:")
    ? table[Symbol.for("sendero.content-results")]?.get(key.slice("content:".length))
    : table[Symbol.for("sendero.shared-memo")]?.get(key)?.value
  const notFound = () => worker.postMessage({ memoId, found: false })
  // A value that cannot be copied to a thread (or none): the worker reads it itself.
  const send = (/** @type {unknown} */ found) => {
    try {
      worker.postMessage({ memoId, found: true, value: found })
    } catch {
      notFound()
    }
  }
  Promise.resolve(value).then((found) => (found === undefined ? notFound() : send(found)), notFound)
}

/**
 * @param {Worker} worker @param {object} message @param {(m: any) => boolean} isAnswer
 * @returns {Promise<any>}
 */
function ask(worker, message, isAnswer) {
  return new Promise((resolve) => {
    const listener = (/** @type {any} */ m) => {
      if (!isAnswer(m)) return
      worker.off("message", listener)
      resolve(m)
    }
    worker.on("message", listener)
    worker.postMessage(message)
  })
}

/** Where a build keeps its prerender bundle for regenerating pages later (site/lib/build/regenerate.mjs). */
export const RENDER_BUNDLE_DIR = ".sendero-render"

/**
 * Keeps a copy of the prerender bundle (Astro deletes its own at the end of
 * the build) and what a prerender thread is started with, plus the routes'
 * patterns, so the running product can render pages again with the same code
 * the build used (site/lib/build/regenerate.mjs) without a new build.
 * @param {URL} serverDir @param {any} init @param {any[]} routes
 */
async function keepRenderBundle(serverDir, init, routes) {
  const from = fileURLToPath(new URL(".prerender/", serverDir))
  const to = fileURLToPath(new URL(`${RENDER_BUNDLE_DIR}/`, serverDir))
  await cp(from, to, { recursive: true })
  const kept = {
    ...init,
    entry: path.basename(fileURLToPath(init.entryUrl)),
    routes: routes
      .map((/** @type {any} */ r) => r.routeData)
      .filter((/** @type {any} */ r) => r.prerender && (r.type === "page" || r.type === "endpoint"))
      .map((/** @type {any} */ r) => ({ route: r.route, component: r.component, type: r.type, pattern: r.pattern.source })),
  }
  delete kept.entryUrl
  await writeFile(path.join(to, "render-init.json"), JSON.stringify(kept))
}

/**
 * The prerender bundle's entry (`.prerender/prerender-entry.<hash>.mjs` in the server build).
 * @param {URL} serverDir
 */
async function prerenderEntry(serverDir) {
  const dir = new URL(".prerender/", serverDir)
  const names = await readdir(fileURLToPath(dir)).catch(() => [])
  const entries = names.filter((name) => /^prerender-entry\.[\w-]+\.mjs$/.test(name))
  return entries.length === 1 ? new URL(entries[0], dir).href : null
}

/**
 * What Astro's image registration reads from the settings, as plain data for a thread.
 * @param {any} settings
 */
function imageSettingsOf(settings) {
  const { config } = settings
  return {
    config: {
      base: config.base,
      outDir: config.outDir.href,
      build: { assets: config.build.assets, assetsPrefix: config.build.assetsPrefix, client: config.build.client.href, server: config.build.server.href },
      image: JSON.parse(JSON.stringify(config.image)),
      experimental: { svgOptimizer: config.experimental?.svgOptimizer && true },
      fonts: [],
    },
    adapter: settings.adapter?.client?.assetQueryParams
      ? { assetQueryParams: [...settings.adapter.client.assetQueryParams] }
      : settings.adapter && {},
  }
}

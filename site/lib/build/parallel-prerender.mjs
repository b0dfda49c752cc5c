// @ts-check
import { cp, writeFile } from "node:fs/promises"
import { availableParallelism } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { Worker } from "node:worker_threads"
import {
  addThreadImages,
  astroInternalsSupport,
  prerenderBundle,
  prerenderEntryConfig,
} from "./astro-internals.mjs"
import { answerMemo, ask } from "./thread-messages.mjs"

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
 *
 * Loading the bundle in a thread takes Astro's internals (astro-internals.mjs,
 * the one file that touches them): with an Astro outside the range they were
 * written for, the build renders on Astro's own prerender alone, with a warning.
 * @param {{ threads?: number, astroVersion?: string }} [options]
 * @returns {import("astro").AstroIntegration}
 */
export function parallelPrerender({ threads = prerenderThreads(process.env), astroVersion } = {}) {
  /** @type {Map<string, { styles: unknown[] }> | undefined} */
  let pages
  const support = astroInternalsSupport(astroVersion)
  const threaded = threads >= 1 && support.ok
  return {
    name: "sendero:parallel-prerender",
    hooks: {
      "astro:build:setup": ({ pages: built, target, updateConfig }) => {
        if (target !== "server" || !threaded) return
        pages = /** @type {any} */ (built)
        updateConfig(prerenderEntryConfig())
      },
      "astro:build:start": ({ setPrerenderer, logger }) => {
        if (threads >= 1 && !support.ok) logger.warn(support.warning)
        if (!threaded) return
        setPrerenderer((astroDefault) =>
          threadedPrerenderer(astroDefault, { threads, pages: () => pages ?? new Map(), logger }),
        )
      },
    },
  }
}

/**
 * Astro's `build.concurrency` for these threads (the main thread's alone when this Astro gets no
 * threads: see astro-internals.mjs).
 * @param {Record<string, string | undefined>} env
 * @param {string} [astroVersion] the installed Astro's, unless given
 */
export const prerenderConcurrency = (env, astroVersion) =>
  PAGES_ON_MAIN +
  (astroInternalsSupport(astroVersion).ok ? PAGES_PER_THREAD * prerenderThreads(env) : 0)

/** @param {Record<string, string | undefined>} env */
export function prerenderThreads(env) {
  const asked = env.SITE_PRERENDER_THREADS
  if (asked !== undefined && asked !== "") {
    const n = Number(asked)
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`SITE_PRERENDER_THREADS takes a whole number, not ${asked}`)
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
    const worker = new Worker(new URL("./prerender-worker.mjs", import.meta.url), {
      workerData: init,
    })
    /** @type {Lane} */
    const lane = {
      worker,
      ready: Promise.resolve(),
      isReady: false,
      dead: false,
      inFlight: new Map(),
      rendered: 0,
    }
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
          if (message.error)
            pending.reject(Object.assign(new Error(message.error.message), message.error))
          else
            pending.resolve(
              new Response(message.body, {
                status: message.status,
                statusText: message.statusText,
                headers: message.headers,
              }),
            )
        }
      })
      // A thread that fails or exits hands the pages it holds back to the main thread; one that had
      // already rendered pages stops the build at the images (collectStaticImages).
      const lost = (/** @type {unknown} */ why) => {
        if (lane.dead) return
        lane.dead = true
        reject(why)
        if (lane.isReady)
          logger.warn(`A prerender thread stopped (${why}); the main thread renders its pages.`)
        for (const pending of lane.inFlight.values())
          renderOnMain(pending.request, pending.options).then(pending.resolve, pending.reject)
        lane.inFlight.clear()
      }
      worker.on("error", lost)
      worker.on("exit", (code) => lost(`exit ${code}`))
    })
    lane.ready.catch((error) =>
      logger.warn(`A prerender thread could not start: ${error?.stack ?? error}`),
    )
    return lane
  }

  return {
    name: "sendero:threaded",
    async setup() {
      await astroDefault.setup?.()
      const bundle = await prerenderBundle(astroDefault, pages())
      if (!bundle) {
        logger.warn(
          "No prerender bundle found for worker threads: every page renders on the main thread.",
        )
        return
      }
      for (let i = 0; i < threads; i++) lanes.push(startLane(bundle.init, bundle.destination))
      await keepRenderBundle(bundle)
    },
    getStaticPaths: () => astroDefault.getStaticPaths(),
    render(request, options) {
      // Pages only, and not while Astro's incremental cache collects per-page metadata.
      const lane =
        options.routeData.type === "page" && !options.collectMetadata ? pickLane(lanes) : null
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
      for (const lane of lanes) {
        // Its pages' images were registered in the thread that stopped: the build cannot write them.
        if (lane.dead && lane.rendered > 0)
          throw new Error(
            `A prerender thread stopped after rendering ${lane.rendered} pages, whose images it alone knew: build again (SITE_PRERENDER_THREADS=0 renders on Astro's main thread alone).`,
          )
        if (!lane.isReady || lane.dead) continue
        addThreadImages(
          own,
          await ask(lane.worker, { images: true }, (m) => m.images !== undefined),
        )
      }
      return own
    },
    async teardown() {
      if (lanes.length)
        logger.info(
          `Pages rendered: ${[renderedOnMain, ...lanes.map((lane) => lane.rendered)].join(" + ")} (main thread + each prerender thread).`,
        )
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

/** Where a build keeps its prerender bundle for regenerating pages later (site/lib/build/regenerate.mjs). */
export const RENDER_BUNDLE_DIR = ".sendero-render"

/**
 * Keeps a copy of the prerender bundle (Astro deletes its own at the end of
 * the build) and what a prerender thread is started with, plus the routes'
 * patterns, so the running product can render pages again with the same code
 * the build used (site/lib/build/regenerate.mjs) without a new build.
 * @param {NonNullable<Awaited<ReturnType<typeof prerenderBundle>>>} bundle
 */
async function keepRenderBundle({ bundleDir, serverDir, init, routes }) {
  const to = path.join(serverDir, RENDER_BUNDLE_DIR)
  await cp(bundleDir, to, { recursive: true })
  const { entryUrl, ...kept } = init
  const entry = path.basename(fileURLToPath(entryUrl))
  await writeFile(path.join(to, "render-init.json"), JSON.stringify({ ...kept, entry, routes }))
}

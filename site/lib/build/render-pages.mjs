// @ts-check
import { existsSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { Worker } from "node:worker_threads"
import { astroInternalsSupport } from "./astro-internals.mjs"
import { RENDER_BUNDLE_DIR } from "./parallel-prerender.mjs"
import { pathOfFile } from "./regenerate.mjs"

/**
 * @typedef {{ route: string, component: string, type: "page" | "endpoint", pattern: string }} KeptRoute
 * @typedef {{ ok: true, status: number, body: Buffer } | { ok: false, error: string, gone?: boolean }} Rendered
 *   (`gone`: no route has this page any more, e.g. an experience paused or unpublished)
 * @typedef {{ handles?: string[], fresh?: boolean }} RenderOptions (`handles`: the batch changed these
 *   experiences alone, read again while the rest is kept; `fresh: false`: a later call of the same batch,
 *   which forgets nothing)
 * @typedef {{ render: (paths: string[], options?: RenderOptions) => Promise<Map<string, Rendered>>,
 *   warm: () => Promise<number>, publish: (documents: string[]) => Promise<{ types: string[], slugs: string[] }>,
 *   stats: () => RenderStats, close: () => Promise<void> }} PageRenderer (`warm`, `publish`: see below)
 * @typedef {{ forgetMs: number, renders: number, renderMs: number, contentMs: number, contentQueries: number,
 *   slowest: { path: string, ms: number }[] }} RenderStats what the thread did so far, for the change log:
 *   forgetting and reading the changed experiences (`forgetMs`), renders and the thread's time in them,
 *   content queries evaluated and their time (part of `renderMs`), the slowest renders of the last batch (10 at most)
 */

/** Astro's NoMatchingStaticPathFound: a route's getStaticPaths do not have the page. */
const NO_STATIC_PATH = /no matching static path was found/i

/**
 * Astro's own renderer for pages of a finished build, without a build: one
 * worker thread (the same site/lib/build/prerender-worker.mjs the build's
 * threads run) loads the prerender bundle the build kept
 * (`server/.sendero-render`, parallel-prerender.mjs) and renders the pages it
 * is asked for with the data of now: before each batch it forgets what the
 * batch changed (the experiences named by `handles`, read again alone: their
 * offers, facts and reviews, and the listings joined from them), or, when the
 * batch names none, everything it read, so the batch reads the catalogue
 * afresh. Null when the build kept no bundle (a build with
 * SITE_PRERENDER_THREADS=0): the caller then builds the whole site.
 * @param {{ outDir: string, siteUrl: string, env?: Record<string, string | undefined> }} options
 * @returns {Promise<PageRenderer | null>}
 */
export async function createPageRenderer({ outDir, siteUrl, env = process.env }) {
  const dir = path.join(outDir, "server", RENDER_BUNDLE_DIR)
  const initFile = path.join(dir, "render-init.json")
  // The kept bundle is loaded with Astro's internals (astro-internals.mjs): not with another Astro.
  if (!existsSync(initFile) || !astroInternalsSupport().ok) return null
  const kept = JSON.parse(await readFile(initFile, "utf8"))
  /** @type {{ route: KeptRoute, pattern: RegExp }[]} */
  const routes = kept.routes.map((/** @type {KeptRoute} */ route) => ({
    route,
    pattern: new RegExp(route.pattern),
  }))
  const worker = new Worker(new URL("./prerender-worker.mjs", import.meta.url), {
    workerData: {
      ...kept,
      entryUrl: pathToFileURL(path.join(dir, kept.entry)).href,
      regeneration: true,
    },
    env: { ...process.env, ...env },
    stdout: true,
  })
  worker.stdout.resume()
  /** @type {Map<number, (message: any) => void>} */
  const waiting = new Map()
  /** @type {((message: any) => void)[]} */
  let onForgotten = []
  let failure = /** @type {Error | null} */ (null)
  /** @type {RenderStats} */
  const stats = {
    forgetMs: 0,
    renders: 0,
    renderMs: 0,
    contentMs: 0,
    contentQueries: 0,
    slowest: [],
  }
  const ready = new Promise((resolve, reject) => {
    worker.on("message", (message) => {
      if (message.ready) resolve(undefined)
      else if (message.memo) worker.postMessage({ memoId: message.memoId, found: false })
      else if (message.forgotten) {
        stats.forgetMs += message.ms ?? 0
        for (const done of onForgotten) done(message)
        onForgotten = []
      } else if (message.id) {
        if (message.content) {
          stats.contentMs = message.content.ms
          stats.contentQueries = message.content.queries
        }
        waiting.get(message.id)?.(message)
        waiting.delete(message.id)
      }
    })
    const lost = (/** @type {unknown} */ why) => {
      failure ??= why instanceof Error ? why : new Error(`the render thread stopped (${why})`)
      reject(failure)
      for (const done of waiting.values()) done({ error: { message: failure.message } })
      waiting.clear()
      // A batch waiting for the thread to forget goes on, and fails its pages with this reason.
      for (const done of onForgotten) done({ forgotten: true, error: failure.message })
      onForgotten = []
    }
    worker.on("error", lost)
    worker.on("exit", (code) => lost(`exit ${code}`))
  })
  await ready
  let lastId = 0

  /**
   * Renders with the first route whose pattern and static paths take the URL (`/en` matches
   * `/[...locale]/[category]` before `/[...locale]`, whose static paths it is in), as Astro does.
   * @param {string} urlPath
   * @returns {Promise<Rendered>}
   */
  const renderOne = async (urlPath) => {
    const matches = routes.filter(({ pattern }) => pattern.test(urlPath))
    if (!matches.length) return { ok: false, error: `no prerendered route matches ${urlPath}` }
    /** @type {Rendered} */
    let last = { ok: false, error: "" }
    for (const match of matches) {
      last = await renderWith(urlPath, match.route)
      const otherRoute = last.ok ? last.status === 404 : NO_STATIC_PATH.test(last.error)
      if (!otherRoute) return last
    }
    // No route has it (its getStaticPaths leave it out now): the page is gone.
    return { ok: false, gone: true, error: last.ok ? `status ${last.status}` : last.error }
  }

  /** @param {string} urlPath @param {KeptRoute} route @returns {Promise<Rendered>} */
  const renderWith = (urlPath, route) => {
    if (failure) return Promise.resolve({ ok: false, error: failure.message })
    const id = ++lastId
    return new Promise((resolve) => {
      waiting.set(id, (message) => {
        const ms = message.ms ?? 0
        stats.renders++
        stats.renderMs += ms
        stats.slowest = [...stats.slowest, { path: urlPath, ms }]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 10)
        resolve(
          message.error
            ? { ok: false, error: message.error.message }
            : {
                ok: true,
                status: message.status,
                body: Buffer.from(message.body ?? new ArrayBuffer(0)),
              },
        )
      })
      worker.postMessage({
        id,
        url: new URL(urlPath, siteUrl).href,
        route: route.route,
        component: route.component,
      })
    })
  }

  /** @type {PageRenderer["render"]} */
  const render = async (paths, { handles, fresh = true } = {}) => {
    if (failure) throw failure
    if (fresh) stats.slowest = []
    if (fresh)
      await new Promise((resolve) => {
        onForgotten.push(resolve)
        worker.postMessage({ forget: true, handles })
      })
    if (failure) throw failure
    /** @type {Map<string, Rendered>} */
    const out = new Map()
    // Two at a time: one can wait on Medusa while the other renders.
    const queue = [...paths]
    const lane = async () => {
      for (let p = queue.shift(); p !== undefined; p = queue.shift()) out.set(p, await renderOne(p))
    }
    await Promise.all([lane(), lane()])
    return out
  }

  return {
    render,
    stats: () => ({ ...stats, slowest: [...stats.slowest] }),
    /**
     * A content publish of these documents (ids) in the local dataset: the thread reads them
     * again and forgets or mends what was made from them (lib/content/source.ts's
     * `updateLocalContent`), keeping commerce's reads. Resolves to the changed types and the
     * changed experiences' slugs, whose pages the caller renders then (`render` with `handles`).
     */
    async publish(documents) {
      if (failure) throw failure
      const message = await new Promise((resolve) => {
        onForgotten.push(resolve)
        worker.postMessage({ forget: true, documents })
      })
      if (message.error) throw new Error(message.error)
      return message.content
    },
    /**
     * Reads what the changes will need, once, when the server starts: a live page of each
     * prerendered route in each language (home, an experience, a city, a category, a blog
     * post…), so the first changes find both languages' tables and queries read and cost what
     * the later ones do. Resolves to the number of pages rendered (their bytes are dropped).
     */
    async warm() {
      const clientDir = path.join(outDir, "client")
      const files = (await readdir(clientDir, { recursive: true }).catch(() => [])).sort()
      /** @type {Map<string, string>} route and language -> a page of it */
      const sample = new Map()
      for (const file of files) {
        if (!file.endsWith(".html") || file.startsWith("_astro")) continue
        const urlPath = pathOfFile(clientDir, path.join(clientDir, file))
        const match = routes.find((r) => r.route.type === "page" && r.pattern.test(urlPath))
        const english = urlPath === "/en" || urlPath.startsWith("/en/")
        const key = `${match?.route.route}:${english ? "en" : "es"}`
        if (match && !sample.has(key)) sample.set(key, urlPath)
      }
      const pages = [...new Set(["/", ...sample.values()])]
      await render(pages)
      return pages.length
    },
    async close() {
      await worker.terminate()
    },
  }
}

// @ts-check
import { readdir } from "node:fs/promises"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

/**
 * Every use of Astro's internals by the threaded prerender, in one file
 * (parallel-prerender.mjs on the main thread, prerender-worker.mjs in each
 * thread, render-pages.mjs for the live catalogue). Astro's public prerenderer
 * hook (`setPrerenderer` in `astro:build:start`) lets an integration render
 * pages, but not load the build's prerender bundle in another thread: that
 * needs the default prerenderer's `app` (its settings, logger and manifest),
 * `app.setInternals` / `app.setOptions` in the thread, Astro's image
 * registration (`astro/dist/assets/vite-plugin-assets.js`, `globalThis.astroAsset`)
 * and the bundle's place in the server build (`.prerender/prerender-entry.<hash>.mjs`).
 *
 * They were written for ASTRO_RANGE. With any other Astro installed the build
 * uses Astro's own single-threaded prerender and says so (a warning), and the
 * live catalogue builds the whole site instead of rendering pages again;
 * astro-internals.test.ts fails, so an upgrade is noticed in CI, not in a
 * slower or different build.
 */
export const ASTRO_RANGE = { from: "7.3.0", below: "7.4.0" }

const astroRoot = () => dirname(createRequire(import.meta.url).resolve("astro/package.json"))

/** The installed Astro's version, from its package.json. */
export function installedAstroVersion() {
  return /** @type {string} */ (
    createRequire(import.meta.url)(join(astroRoot(), "package.json")).version
  )
}

/** @param {string} version @returns {number[]} major, minor, patch (a pre-release counts as its release) */
const parts = (version) => version.split("-")[0].split(".").map(Number)

/**
 * Whether `version` is in `[range.from, range.below)`.
 * @param {string} version @param {{ from: string, below: string }} [range]
 */
export function versionInRange(version, range = ASTRO_RANGE) {
  const compare = (/** @type {string} */ a, /** @type {string} */ b) => {
    const [x, y] = [parts(a), parts(b)]
    for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0)
    return 0
  }
  if (!/^\d+\.\d+\.\d+/.test(version)) return false
  return compare(version, range.from) >= 0 && compare(version, range.below) < 0
}

/**
 * Whether the threaded prerender may run with this Astro, and the warning to print when not.
 * @param {string} [version]
 * @returns {{ ok: boolean, version: string, warning: string }}
 */
export function astroInternalsSupport(version = installedAstroVersion()) {
  const ok = versionInRange(version)
  return {
    ok,
    version,
    warning: ok
      ? ""
      : `Astro ${version} is installed; the threaded prerender (site/lib/build/astro-internals.mjs) was written for ` +
        `>=${ASTRO_RANGE.from} <${ASTRO_RANGE.below}. Pages render on Astro's own single-threaded prerender (slower; ` +
        `the live catalogue rebuilds the whole site). Check each internal in that file against this Astro, then widen ASTRO_RANGE.`,
  }
}

/**
 * `astro:build:setup`'s config change: Astro leaves out its own prerender entry when an integration
 * sets a prerenderer for a non-legacy adapter (it expects the adapter to bring one).
 */
export const prerenderEntryConfig = () => ({
  environments: {
    prerender: { build: { rolldownOptions: { input: "astro/entrypoints/prerender" } } },
  },
})

/**
 * What a prerender thread is started with, read from Astro's default prerenderer after its setup:
 * the bundle's entry, each page's stylesheets, the head scripts, the image settings; plus where the
 * bundle is, the build's log destination and the prerendered routes. Null without a bundle.
 * @param {any} astroDefault Astro's default prerenderer
 * @param {Map<string, { styles: unknown[] }>} pages `astro:build:setup`'s pages
 */
export async function prerenderBundle(astroDefault, pages) {
  const app = astroDefault.app
  const settings = app.getSettings()
  const bundleDir = new URL(".prerender/", settings.config.build.server)
  const names = await readdir(fileURLToPath(bundleDir)).catch(() => [])
  const entries = names.filter((name) => /^prerender-entry\.[\w-]+\.mjs$/.test(name))
  if (entries.length !== 1) return null
  return {
    bundleDir: fileURLToPath(bundleDir),
    serverDir: fileURLToPath(settings.config.build.server),
    init: {
      entryUrl: new URL(entries[0], bundleDir).href,
      pages: [...pages].map(([key, page]) => [key, { styles: page.styles }]),
      scripts: settings.scripts.map((/** @type {any} */ s) => ({
        stage: s.stage,
        content: s.content,
      })),
      imageSettings: imageSettingsOf(settings),
    },
    /** @type {{ write: (event: unknown) => void }} */
    destination: app.getOptions().logger.options.destination,
    /** @type {{ route: string, component: string, type: string, pattern: string }[]} */
    routes: app.manifest.routes
      .map((/** @type {any} */ r) => r.routeData)
      .filter((/** @type {any} */ r) => r.prerender && (r.type === "page" || r.type === "endpoint"))
      .map((/** @type {any} */ r) => ({
        route: r.route,
        component: r.component,
        type: r.type,
        pattern: r.pattern.source,
      })),
  }
}

/**
 * Adds the images a thread registered (its `images()` answer) to the main thread's list, so Astro
 * generates them with its own.
 * @param {Map<string, any>} own @param {{ images: [string, any][], referenced: string[] }} answer
 */
export function addThreadImages(own, answer) {
  const astroAsset = /** @type {any} */ (globalThis).astroAsset
  for (const fsPath of answer.referenced) astroAsset?.referencedImages?.add(fsPath)
  for (const [path, { originalSrcPath, transforms }] of answer.images) {
    const entry =
      own.get(path) ?? own.set(path, { originalSrcPath, transforms: new Map() }).get(path)
    for (const [hash, transform] of transforms)
      if (!entry.transforms.has(hash)) entry.transforms.set(hash, transform)
  }
}

/**
 * In a prerender thread: the build's prerender bundle loaded with what the main thread sent, ready
 * to render a page of a route, and the images its pages registered (as plain data).
 * @param {{ entryUrl: string, pages: [string, { styles: unknown[] }][], scripts: { stage: string, content: string }[], imageSettings: Record<string, any> }} init
 * @param {(event: unknown) => void} log
 */
export async function loadPrerenderBundle(init, log) {
  // Astro's own image registration (the function its Vite plugin installs for a build), with this
  // build's settings: each image URL as the main thread would write it, the transforms kept here.
  const { default: assetsPlugins } = await import(
    pathToFileURL(join(astroRoot(), "dist/assets/vite-plugin-assets.js")).href
  )
  const settings = {
    ...init.imageSettings,
    adapter: init.imageSettings.adapter && {
      client: {
        assetQueryParams:
          init.imageSettings.adapter.assetQueryParams &&
          new URLSearchParams(init.imageSettings.adapter.assetQueryParams),
      },
    },
  }
  const assets = /** @type {any[]} */ (
    assetsPlugins({ settings, sync: false, logger: undefined })
  ).find((p) => p.name === "astro:assets")
  assets.config({}, { command: "build" })
  assets.buildStart()

  const { app } = await import(init.entryUrl)
  app.setInternals({
    pagesByKeys: new Map(init.pages),
    entrySpecifierToBundleMap: new Map(Object.entries(app.manifest.entryModules ?? {})),
  })
  app.setOptions({
    settings: { scripts: init.scripts },
    logger: { options: { destination: { write: log } } },
  })
  /** @type {Map<string, unknown>} */
  const routes = new Map(
    app.manifest.routes.map(
      (/** @type {{ routeData: { route: string, component: string } }} */ r) => [
        `${r.routeData.route}\u0000${r.routeData.component}`,
        r.routeData,
      ],
    ),
  )
  return {
    /** @param {string} url @param {string} route @param {string} component @returns {Promise<Response>} */
    render(url, route, component) {
      const routeData = routes.get(`${route}\u0000${component}`)
      if (!routeData) throw new Error(`The prerender bundle has no route ${route} (${component})`)
      return app.render(new Request(url), { routeData })
    },
    /**
     * Forgets every route's getStaticPaths, which Astro keeps for the life of the app: the live
     * catalogue's regeneration (lib/build/regenerate.mjs) computes them again after a change
     * (an experience paused or published, a listing index chunk renamed).
     */
    forgetStaticPaths() {
      app.routeCache.clearAll()
    },
    images() {
      // Plain data (an imported image's metadata can be a proxy, which does not cross threads).
      const astroAsset = /** @type {any} */ (globalThis).astroAsset
      /** @type {Map<string, { originalSrcPath?: string, transforms: Map<string, { finalPath: string, transform: unknown }> }>} */
      const images = astroAsset.staticImages ?? new Map()
      return {
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
      }
    },
  }
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
      build: {
        assets: config.build.assets,
        assetsPrefix: config.build.assetsPrefix,
        client: config.build.client.href,
        server: config.build.server.href,
      },
      image: JSON.parse(JSON.stringify(config.image)),
      experimental: { svgOptimizer: config.experimental?.svgOptimizer && true },
      fonts: [],
    },
    adapter: settings.adapter?.client?.assetQueryParams
      ? { assetQueryParams: [...settings.adapter.client.assetQueryParams] }
      : settings.adapter && {},
  }
}
